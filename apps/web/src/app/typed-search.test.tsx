import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearTypedSearch,
  TYPING_PAUSE_MS,
  typeSearch,
  useHeaderSearchText,
  useTypingPause,
} from "./typed-search.ts";

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

function TypingReader() {
  const { typing, endTyping } = useTypingPause();
  return (
    <button type="button" onClick={endTyping}>
      {typing ? "typing" : "paused"}
    </button>
  );
}

describe("typing pause", () => {
  afterEach(() => {
    clearTypedSearch();
    vi.useRealTimers();
  });

  it("FEEDS-13 a keystroke counts as typing until TYPING_PAUSE_MS pass without another", () => {
    vi.useFakeTimers();
    render(<TypingReader />);
    expect(screen.getByRole("button").textContent).toBe("paused");
    act(() => typeSearch("b", "/app/feeds/", [""]));
    // The hook does not listen for keystrokes (a list renders on the typed text anyway): a second
    // reader shows what a list rendering now reads.
    render(<TypingReader />);
    expect(screen.getAllByRole("button")[1]?.textContent).toBe("typing");
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS / 2));
    act(() => typeSearch("bt", "/app/feeds/", ["b"]));
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 100));
    // Still typing: the second keystroke moved the pause on.
    expect(screen.getAllByRole("button")[1]?.textContent).toBe("typing");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getAllByRole("button")[1]?.textContent).toBe("paused");
  });

  it("FEEDS-13 reaching for the list ends the typing at once, and a navigation is not typing", () => {
    typeSearch("b", "/app/feeds/", [""]);
    render(<TypingReader />);
    expect(screen.getByRole("button").textContent).toBe("typing");
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("paused");
    typeSearch("bt", "/app/feeds/", [""]);
    clearTypedSearch();
    render(<TypingReader />);
    expect(screen.getAllByRole("button")[1]?.textContent).toBe("paused");
  });
});
