import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseTheme } from "../../lib/theme.ts";
import { BadgeEmbed } from "./badge-embed.tsx";
import { type BadgeSubject, badgeLinks, htmlSnippet, markdownSnippet } from "./badge-snippets.ts";

const ORIGIN = window.location.origin;
const FEED: BadgeSubject = {
  kind: "feed",
  network: "ethereum-mainnet",
  token: "eth",
  layer: null,
  feed: "ETH",
  networkName: "Ethereum",
};

const snippetText = (name: string) =>
  within(
    screen.getByRole("heading", { name: new RegExp(`^${name}`) }).parentElement as HTMLElement,
  ).getByText((_content, element) => element?.tagName === "CODE").textContent;

describe("Embed: badge snippets (issue 30)", () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it("BADGE-13: absolute badge and page URLs on the site's origin, percent-encoded, the layer and theme in the query", () => {
    const links = badgeLinks(
      { ...FEED, token: "weird id", layer: "ethMultiFeed" },
      "https://explorer.example",
      "RedStone",
    );
    expect(links.image.light).toBe(
      "https://explorer.example/api/v1/badges/feeds/ethereum-mainnet/weird%20id.svg?layer=ethMultiFeed",
    );
    expect(links.image.dark).toBe(
      "https://explorer.example/api/v1/badges/feeds/ethereum-mainnet/weird%20id.svg?layer=ethMultiFeed&theme=dark",
    );
    expect(links.page).toBe(
      "https://explorer.example/app/feeds/ethereum-mainnet/weird id/?layer=ethMultiFeed",
    );
    expect(links.alt).toBe("ETH on Ethereum: RedStone price feed");
    // A token's "/" is the token page's "-", in the badge's URL as in the page's.
    const token = badgeLinks({ kind: "token", symbol: "ETH/USD" }, "https://explorer.example", "RedStone");
    expect(token.image.light).toBe("https://explorer.example/api/v1/badges/tokens/ETH-USD.svg");
    expect(token.page).toBe("https://explorer.example/app/token/ETH-USD/");
  });

  it("BADGE-13: the Markdown and HTML snippets escape what their syntax reserves", () => {
    const links = {
      image: { light: "https://x.example/a(1).svg", dark: "https://x.example/a.svg?theme=dark&layer=b" },
      page: "https://x.example/p q/",
      alt: 'A [b] "c" <d> & e',
    };
    expect(markdownSnippet(links, "light")).toBe(
      '[![A \\[b\\] "c" <d> & e](https://x.example/a%281%29.svg)](https://x.example/p%20q/)',
    );
    const html = htmlSnippet(links);
    expect(html).toContain('srcset="https://x.example/a.svg?theme=dark&amp;layer=b"');
    expect(html).toContain('alt="A [b] &quot;c&quot; &lt;d&gt; &amp; e"');
    // The HTML parses into the link, picture, source and image it says.
    const parsed = new DOMParser().parseFromString(html, "text/html");
    expect(parsed.querySelector("a > picture > source")?.getAttribute("media")).toBe(
      "(prefers-color-scheme: dark)",
    );
    expect(parsed.querySelector("img")?.getAttribute("alt")).toBe(links.alt);
  });

  it("BADGE-14: the section shows the badge of the theme shown, follows a theme change, and copies each snippet", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    render(<BadgeEmbed subject={FEED} />);
    const section = screen.getByRole("region", { name: "Embed" });
    const image = within(section).getByRole("img", { name: "ETH on Ethereum: RedStone price feed" });
    const light = `${ORIGIN}/api/v1/badges/feeds/ethereum-mainnet/eth.svg`;
    expect(image).toHaveAttribute("src", light);
    expect(snippetText("Markdown")).toBe(
      `[![ETH on Ethereum: RedStone price feed](${light})](${ORIGIN}/app/feeds/ethereum-mainnet/eth/)`,
    );
    expect(snippetText("HTML")).toContain(
      `<source media="(prefers-color-scheme: dark)" srcset="${light}?theme=dark">`,
    );

    // The header's toggle sets html[data-theme]: the preview and the Markdown follow it.
    await act(async () => chooseTheme("dark"));
    expect(within(section).getByRole("img")).toHaveAttribute("src", `${light}?theme=dark`);
    expect(snippetText("Markdown")).toContain(`(${light}?theme=dark)`);

    for (const name of ["Markdown", "HTML"]) {
      await act(async () => {
        fireEvent.click(within(section).getByRole("button", { name: `Copy ${name} badge snippet` }));
      });
      expect(writeText).toHaveBeenLastCalledWith(snippetText(name));
    }
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it("BADGE-14: a token's section says so and links its token page", () => {
    render(<BadgeEmbed subject={{ kind: "token", symbol: "BTC" }} />);
    expect(screen.getByText(/this token's value, freshness and verified signers/)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "BTC: RedStone price" })).toHaveAttribute(
      "src",
      `${ORIGIN}/api/v1/badges/tokens/BTC.svg`,
    );
    expect(snippetText("Markdown")).toContain(`](${ORIGIN}/app/token/BTC/)`);
  });
});
