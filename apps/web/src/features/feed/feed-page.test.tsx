import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function mockFeed(disclaimerID: string | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input).startsWith("/api/v1/feeds/ethereum/buidl")) {
      return Response.json({ disclaimerID, warnings: [], sources: {}, feed: {} });
    }
    return Response.json({ error: "not_found", message: "not in this test" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("Single feed page", () => {
  it("DISCLAIMER-06 a feed whose token has a disclaimerID shows it", async () => {
    mockFeed("blackrock");
    renderApp("/app/feeds/ethereum/buidl/");
    expect(await screen.findByRole("dialog", { name: /BUIDL/ })).toBeInTheDocument();
  });

  it("DISCLAIMER-06 not when it was accepted earlier in this session", async () => {
    sessionStorage.setItem("acceptedDisclaimers", JSON.stringify(["blackrock"]));
    const fetchMock = mockFeed("blackrock");
    renderApp("/app/feeds/ethereum/buidl/");
    await screen.findByRole("heading", { level: 1, name: "buidl" });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
