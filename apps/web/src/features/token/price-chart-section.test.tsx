import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, detailOf, renderTokenPage } from "../../test/token-fixture.tsx";
import { isTokenSeriesRange } from "./price-chart-section.tsx";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("Token price chart query", () => {
  it("TOKEN-04 offers the ranges 1h, 1d, 3d and 7d in ?range=, nothing else", () => {
    expect(["1h", "1d", "3d", "7d"].every(isTokenSeriesRange)).toBe(true);
    expect(["", "1D", "30d", "bogus"].some(isTokenSeriesRange)).toBe(false);
  });

  it.each([
    ["/app/token/ETH/?range=bogus", "/app/token/ETH/"],
    ["/app/token/ETH/?range=", "/app/token/ETH/"],
    [
      "/app/token/ETH/?provider=redstone-primary-prod&range=1D",
      "/app/token/ETH/?provider=redstone-primary-prod",
    ],
  ])("TOKEN-06 %s shows 1 day and is rewritten to %s, by replace", async (url, shown) => {
    const { calls, location, router } = await renderTokenPage(url);
    await waitFor(() => expect(location()).toBe(shown));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByRole("button", { name: "1 day" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(callsTo(calls, "series").length).toBeGreaterThan(0));
    expect(callsTo(calls, "series").map((call) => call.searchParams.get("range"))).not.toContain("bogus");
  });

  it("TOKEN-04 a valid ?range= is left as it is", async () => {
    const { location, router } = await renderTokenPage("/app/token/ETH/?range=7d");
    expect(await screen.findByRole("img", { name: "ETH price, 7 days" })).toBeInTheDocument();
    expect(location()).toBe("/app/token/ETH/?range=7d");
    expect(router.state.historyAction).toBe("POP");
  });

  it("TOKEN-19 an unknown ?provider= falls back to the default by replace, keeping the range", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { location, router } = await renderTokenPage("/app/token/ETH/?provider=nope&range=3d", {
      detail: (symbol, provider) =>
        provider === "nope"
          ? Response.json({ error: "bad_request", message: "not a provider" }, { status: 400 })
          : detailOf(symbol),
    });
    await waitFor(() => expect(location()).toBe("/app/token/ETH/?range=3d"), { timeout: 5_000 });
    expect(router.state.historyAction).toBe("REPLACE");
  });
});
