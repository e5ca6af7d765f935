import { describe, expect, it } from "vitest";
import { hasInAppHistory, shouldGoBack } from "./back-navigation.ts";

const origin = "https://app.example.org";

describe("back button rule", () => {
  it("SHELL-05 goes back when the referrer is the app's own origin or localhost", () => {
    expect(shouldGoBack({ referrer: `${origin}/app/feeds/`, origin, hasInAppHistory: false })).toBe(true);
    expect(shouldGoBack({ referrer: "http://localhost:5173/x", origin, hasInAppHistory: false })).toBe(true);
    expect(shouldGoBack({ referrer: "http://127.0.0.1:8787/", origin, hasInAppHistory: false })).toBe(true);
  });

  it("SHELL-06 goes home when the referrer is another site, empty or garbage", () => {
    for (const referrer of [
      "https://www.google.com/",
      "",
      "not a url",
      "https://app.example.org.evil.test/",
    ]) {
      expect(shouldGoBack({ referrer, origin, hasInAppHistory: false })).toBe(false);
    }
  });

  it("goes back after in-app navigation whatever the referrer (decision)", () => {
    expect(shouldGoBack({ referrer: "https://www.google.com/", origin, hasInAppHistory: true })).toBe(true);
  });

  it("counts in-app history from React Router's history index, which a replace redirect keeps", () => {
    expect(hasInAppHistory({ idx: 2, key: "k" })).toBe(true);
    expect(hasInAppHistory({ idx: 0, key: "k" })).toBe(false);
    expect(hasInAppHistory(null)).toBe(false);
    expect(hasInAppHistory({ idx: "1" })).toBe(false);
  });
});
