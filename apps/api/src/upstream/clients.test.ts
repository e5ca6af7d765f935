import { afterEach, describe, expect, it, vi } from "vitest";
import { priceArray } from "./clients.ts";

afterEach(() => vi.restoreAllMocks());

describe("price answers", () => {
  it("CALL-30 a non-array price answer logs a warning and counts as empty", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(priceArray("latest prices")({ error: "oops" })).toEqual({ ok: true, data: [] });
    expect(warn).toHaveBeenCalledWith(
      "latest prices: expected an array of prices, got object; treated as empty",
    );
    expect(priceArray("latest prices")([]).ok).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });
});
