import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useStableCallback } from "./use-stable-callback.ts";

describe("useStableCallback", () => {
  it("keeps one function across renders and calls the latest one given", () => {
    const { result, rerender } = renderHook(
      ({ suffix }) => useStableCallback((text: string) => text + suffix),
      {
        initialProps: { suffix: "!" },
      },
    );
    const first = result.current;
    expect(first("a")).toBe("a!");
    rerender({ suffix: "?" });
    expect(result.current).toBe(first);
    expect(first("a")).toBe("a?");
  });
});
