import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { clearTypedSearch, typeSearch, useHeaderSearchText } from "./typed-search.ts";

function SearchReader() {
  return <output aria-label="search">{useHeaderSearchText()}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "*", element: <SearchReader /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => screen.getByRole("status", { name: "search" }).textContent;

describe("typed search", () => {
  afterEach(() => clearTypedSearch());

  it("SHELL-03 a list reads the text typed in the header at once, before the URL has it", () => {
    renderAt("/app/feeds/?search=bt");
    expect(shown()).toBe("bt");
    act(() => typeSearch("btc", "/app/feeds/", ["bt"]));
    expect(shown()).toBe("btc");
  });

  it("SHELL-03 once the URL's search moves on (the box's write, Back, a link) the URL is read again", async () => {
    const router = renderAt("/app/feeds/?search=bt");
    act(() => typeSearch("btc", "/app/feeds/", ["bt"]));
    // A page rewriting its other parameters keeps the typed text.
    await act(() => router.navigate("/app/feeds/?search=bt&sortBy=feed", { replace: true }));
    expect(shown()).toBe("btc");
    await act(() => router.navigate("/app/feeds/?search=eth"));
    expect(shown()).toBe("eth");
  });

  it("SHELL-03 text typed on one screen does not apply to another", async () => {
    const router = renderAt("/app/feeds/");
    act(() => typeSearch("btc", "/app/feeds/", [""]));
    await act(() => router.navigate("/app/tokens/"));
    expect(shown()).toBe("");
  });
});
