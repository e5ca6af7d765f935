import { ACCEPTED_DISCLAIMERS_KEY } from "@oracle-explorer/core/constants";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptDisclaimer, readAcceptedDisclaimers } from "./accepted-disclaimers.ts";
import { DISCLAIMER_IDS, DISCLAIMERS, disclaimerFor } from "./disclaimer-content.ts";
import { Disclaimers, scrolledToBottom } from "./disclaimers.tsx";

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders the disclaimers of a page at /app/token/X/, with the tokens list as a route to leave to. */
function renderDisclaimers(ids: (string | null)[]) {
  const router = createMemoryRouter(
    [
      { path: "/app/token/:symbol/", element: <Disclaimers ids={ids} /> },
      { path: "/app/tokens/", element: <p>Tokens list</p> },
    ],
    { initialEntries: ["/app/token/X/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Gives the modal's text box a scroll geometry (jsdom lays nothing out). */
function geometry(box: HTMLElement, scrollHeight: number, clientHeight: number) {
  Object.defineProperty(box, "scrollHeight", { configurable: true, value: scrollHeight });
  Object.defineProperty(box, "clientHeight", { configurable: true, value: clientHeight });
}

describe("disclaimers", () => {
  it("DISCLAIMER-01 DISCLAIMER-13 three disclaimers with an id and a title, from one content module", () => {
    expect(DISCLAIMER_IDS).toEqual(["fundamental", "proof-of-reserve", "blackrock"]);
    for (const id of DISCLAIMER_IDS) {
      expect(DISCLAIMERS[id].id).toBe(id);
      expect(DISCLAIMERS[id].title.length).toBeGreaterThan(3);
      expect(DISCLAIMERS[id].text.length).toBeGreaterThan(0);
    }
  });

  it("DISCLAIMER-02 any other type is rejected and nothing shows", () => {
    expect(disclaimerFor("tos")).toBeNull();
    expect(disclaimerFor("__proto__")).toBeNull();
    expect(disclaimerFor(7)).toBeNull();
    renderDisclaimers(["tos", null]);
    expect(document.body.textContent).toBe("");
  });

  it("DISCLAIMER-03 DISCLAIMER-05 fundamental and proof-of-reserve show as closable info bars", () => {
    renderDisclaimers(["fundamental", "proof-of-reserve"]);
    expect(screen.getByRole("complementary", { name: DISCLAIMERS.fundamental.title })).toBeInTheDocument();
    expect(
      screen.getByRole("complementary", { name: DISCLAIMERS["proof-of-reserve"].title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("DISCLAIMER-07 repeated ids of a page's assets show once", () => {
    renderDisclaimers(["fundamental", "fundamental", null]);
    expect(screen.getAllByRole("complementary")).toHaveLength(1);
  });

  it("DISCLAIMER-08 closing an info bar hides it and records no acceptance", async () => {
    renderDisclaimers(["fundamental"]);
    await userEvent.click(screen.getByRole("button", { name: `Close: ${DISCLAIMERS.fundamental.title}` }));
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    expect(sessionStorage.getItem(ACCEPTED_DISCLAIMERS_KEY)).toBeNull();
  });

  it("DISCLAIMER-04 blackrock shows as a modal", () => {
    renderDisclaimers(["blackrock"]);
    expect(screen.getByRole("dialog", { name: DISCLAIMERS.blackrock.title })).toHaveAttribute(
      "aria-modal",
      "true",
    );
  });

  it("DISCLAIMER-09 I Agree enables only once the text is scrolled to within 10px of the bottom", () => {
    // Tall text in a short box: must scroll.
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "scrollHeight");
    Object.defineProperty(HTMLElement.prototype, "scrollHeight", { configurable: true, get: () => 1000 });
    Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 300 });
    try {
      renderDisclaimers(["blackrock"]);
      const agree = screen.getByRole("button", { name: "I Agree" });
      const text = screen.getByRole("region", { name: "Disclaimer text" });
      expect(agree).toBeDisabled();
      text.scrollTop = 689; // 11px left
      fireEvent.scroll(text);
      expect(agree).toBeDisabled();
      text.scrollTop = 690; // 10px left
      fireEvent.scroll(text);
      expect(agree).toBeEnabled();
    } finally {
      if (original) Object.defineProperty(HTMLElement.prototype, "scrollHeight", original);
      else delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    }
  });

  it("DISCLAIMER-09 CONST-29 the tolerance is 10px", () => {
    const box = document.createElement("div");
    geometry(box, 500, 100);
    box.scrollTop = 389;
    expect(scrolledToBottom(box)).toBe(false);
    box.scrollTop = 390;
    expect(scrolledToBottom(box)).toBe(true);
  });

  it("DISCLAIMER-10 CONST-49 I Agree records the id in acceptedDisclaimers and closes; it is not asked again this session", async () => {
    renderDisclaimers(["blackrock"]);
    await userEvent.click(screen.getByRole("button", { name: "I Agree" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(ACCEPTED_DISCLAIMERS_KEY) ?? "null")).toEqual(["blackrock"]);
    document.body.innerHTML = "";
    renderDisclaimers(["blackrock"]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("DISCLAIMER-10 acceptance keeps earlier ids and ignores a malformed stored value", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    sessionStorage.setItem(ACCEPTED_DISCLAIMERS_KEY, "{not json");
    expect(readAcceptedDisclaimers().size).toBe(0);
    expect(warn).toHaveBeenCalled();
    acceptDisclaimer("fundamental");
    acceptDisclaimer("blackrock");
    acceptDisclaimer("fundamental");
    expect(JSON.parse(sessionStorage.getItem(ACCEPTED_DISCLAIMERS_KEY) ?? "[]")).toEqual([
      "fundamental",
      "blackrock",
    ]);
  });

  it("DISCLAIMER-11 DISCLAIMER-12 Decline closes the modal without acceptance and goes to /app/tokens/", async () => {
    const router = renderDisclaimers(["blackrock"]);
    await userEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(router.state.location.pathname).toBe("/app/tokens/");
    expect(screen.getByText("Tokens list")).toBeInTheDocument();
    expect(sessionStorage.getItem(ACCEPTED_DISCLAIMERS_KEY)).toBeNull();
  });

  it("ERROR-06 storage errors only warn: no message; the disclaimer still shows and Agree still closes it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("denied");
    });
    renderDisclaimers(["blackrock"]);
    await userEvent.click(screen.getByRole("button", { name: "I Agree" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});

describe("disclaimers as bars only", () => {
  it("DISCLAIMER-07 a modal disclaimer shown as a bar keeps only its first paragraph, with no agree prompt", () => {
    const router = createMemoryRouter([{ path: "/", element: <Disclaimers ids={["blackrock"]} barsOnly /> }]);
    render(<RouterProvider router={router} />);
    const bar = screen.getByRole("complementary", { name: DISCLAIMERS.blackrock.title });
    expect(bar).toHaveTextContent(DISCLAIMERS.blackrock.text[0] ?? "");
    expect(bar).not.toHaveTextContent("I Agree");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
