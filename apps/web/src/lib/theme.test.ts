import { afterEach, describe, expect, it, vi } from "vitest";
import { applyTheme, chooseTheme, currentTheme, storedTheme, THEME_STORAGE_KEY } from "./theme.ts";

afterEach(() => {
  localStorage.clear();
  applyTheme(null);
  vi.unstubAllGlobals();
});

const systemPrefers = (dark: boolean) =>
  vi.stubGlobal(
    "matchMedia",
    (query: string) => ({ matches: dark && query.includes("dark") }) as MediaQueryList,
  );

describe("themes", () => {
  it("follows the system until the visitor chooses; the choice is remembered and set on html", () => {
    systemPrefers(true);
    expect(storedTheme()).toBeNull();
    expect(currentTheme()).toBe("dark");
    expect(document.documentElement.dataset.theme).toBeUndefined();
    chooseTheme("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(currentTheme()).toBe("light");
  });

  it("ignores a stored value that is no theme", () => {
    systemPrefers(false);
    localStorage.setItem(THEME_STORAGE_KEY, "<script>");
    expect(storedTheme()).toBeNull();
    expect(currentTheme()).toBe("light");
  });
});
