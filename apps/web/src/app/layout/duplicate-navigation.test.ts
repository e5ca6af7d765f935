import { afterEach, describe, expect, it, vi } from "vitest";
import { isDuplicateNavigation, skipDuplicateNavigation } from "./duplicate-navigation.ts";

afterEach(() => vi.restoreAllMocks());

describe("duplicated navigation", () => {
  it("ERROR-05 a link to the current location does nothing but log a console warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const event = { preventDefault: vi.fn() };
    const here = { pathname: "/app/feeds/", search: "", hash: "" };
    expect(skipDuplicateNavigation(event, "/app/feeds/", here)).toBe(true);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("already at /app/feeds/"));
  });

  it("ERROR-05 a link that changes the path or drops a query is a real navigation", () => {
    const event = { preventDefault: vi.fn() };
    expect(
      isDuplicateNavigation("/app/feeds/", { pathname: "/app/feeds/", search: "?page=2", hash: "" }),
    ).toBe(false);
    expect(
      skipDuplicateNavigation(event, "/app/tokens/", { pathname: "/app/feeds/", search: "", hash: "" }),
    ).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
