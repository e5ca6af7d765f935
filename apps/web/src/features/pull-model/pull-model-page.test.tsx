import type { DataServiceDetailView } from "@oracle-explorer/core/api-views";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NOT_FOUND_TEXT } from "../../app/pages/not-found-page.tsx";
import type { ApiRequestLog } from "../../test/api-server.ts";
import { calledPaths, type MockAnswer, mockApi, upstreamFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { AVALANCHE_ID, FIXTURE_ASSETS, serviceDetail, servicesView } from "../../test/services-fixture.ts";
import { serviceSwitchHref } from "./service-summary.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PAGE = `/app/pull-model/${AVALANCHE_ID}/`;

async function renderPull(url = PAGE, detail: MockAnswer<DataServiceDetailView> = serviceDetail()) {
  const fetchMock = mockApi({ [`/data-services/${AVALANCHE_ID}`]: detail });
  const app = renderApp(url);
  await screen.findByRole("table", { busy: false });
  return { ...app, fetchMock };
}

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const shownSymbols = () => bodyRows().map((row) => within(row).queryAllByRole("cell")[1]?.textContent ?? "");
const rowOf = (symbol: string) => {
  const row = bodyRows().find(
    (candidate) => within(candidate).queryAllByRole("cell")[1]?.textContent === symbol,
  );
  if (!row) throw new Error(`no row for ${symbol}`);
  return row;
};
const searchBox = () => screen.getByRole("searchbox", { name: "Search assets" });
const paginationText = () =>
  screen.getAllByRole("status").find((node) => /entries|No entries/.test(node.textContent ?? ""))
    ?.textContent;

async function pickSources(user: ReturnType<typeof userEvent.setup>, ...ids: string[]) {
  await user.click(screen.getByRole("button", { name: /^(Sources|Selected sources) \(\d+\)$/ }));
  for (const id of ids) await user.click(screen.getByRole("checkbox", { name: id }));
  await user.click(screen.getByRole("button", { name: "Apply" }));
}

/** The requests but the data services list, which the switcher reads (tested below). */
const detailPaths = (log: ApiRequestLog) => calledPaths(log).filter((path) => path !== "/data-services");

describe("Pull Model page", () => {
  it("SERVICES-07 reads the route param id and is titled 'Pull Model'", async () => {
    const { fetchMock } = await renderPull();
    expect(detailPaths(fetchMock)).toEqual([`/data-services/${AVALANCHE_ID}`]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Pull Model$/);
    const service = screen.getByRole("region", { name: "Data service" });
    expect(within(service).getByRole("heading", { level: 2 })).toHaveTextContent("RedStone Avalanche Prod");
    expect(within(service).getByText(AVALANCHE_ID)).toBeInTheDocument();
    expect(within(service).getByText("10 s")).toBeInTheDocument();
    expect(document.title).toBe("Pull Model | RedStone");
  });

  it("SERVICES-07 ROUTE-20 the /app/data-services/{id}/ alias shows the same page and keeps its URL", async () => {
    const { location, fetchMock } = await renderPull(`/app/data-services/${AVALANCHE_ID}/`);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Pull Model$/);
    expect(shownSymbols()[0]).toBe("BTC");
    expect(location()).toBe(`/app/data-services/${AVALANCHE_ID}/`);
    expect(detailPaths(fetchMock)).toEqual([`/data-services/${AVALANCHE_ID}`]);
  });

  it("SERVICES-08 the asset table: logo and name linking to TokenPage, symbol, and sources", async () => {
    await renderPull();
    expect(
      within(screen.getByRole("table"))
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Asset", "Symbol", "Sources"]);
    const btc = rowOf("BTC");
    expect(btc.querySelector("img")).toHaveAttribute("src", "/api/v1/assets/images/tokens/btc.svg");
    expect(within(btc).getByRole("link", { name: "Bitcoin" })).toHaveAttribute("href", "/app/token/BTC/");
    const sources = within(btc).getByRole("list", { name: "BTC sources" });
    expect(
      within(sources)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["binance", "coinbase", "kraken", "coingecko"]);
    expect(within(sources).getByRole("link", { name: "coingecko" })).toHaveAttribute(
      "href",
      "/app/sources/coingecko/",
    );
    // A "/" in a symbol is written "-" in the TokenPage link.
    expect(
      within(rowOf("sAVAX/AVAX")).getByRole("link", { name: "sAVAX/AVAX Exchange Rate" }),
    ).toHaveAttribute("href", "/app/token/sAVAX-AVAX/");
  });

  it("SERVICES-09 the sources picker lists the data service's sources, most used first", async () => {
    const user = userEvent.setup();
    await renderPull();
    await user.click(screen.getByRole("button", { name: "Sources (7)" }));
    const group = screen.getByRole("group", { name: "Sources" });
    expect(
      within(group)
        .getAllByRole("checkbox")
        .map((box) => box.parentElement?.textContent),
    ).toEqual([
      "binance",
      "coinbase",
      "kraken",
      "trader-joe-v2-avalanche-wavax",
      "lbank",
      "coingecko",
      "uniswap-v3-ethereum-weth-3000",
    ]);
  });

  it("SERVICES-09 FILTER-28 a picked source keeps only assets whose latest price has a value from it", async () => {
    const user = userEvent.setup();
    const { location } = await renderPull();
    await pickSources(user, "lbank");
    // JOE reads lbank, but its latest price has no lbank value.
    expect(shownSymbols()).toEqual(["QI"]);
    expect(location()).toBe(`${PAGE}?sources=lbank`);
    expect(screen.getByRole("button", { name: "Selected sources (1)" })).toBeInTheDocument();
    expect(within(rowOf("QI")).getByRole("link", { name: "lbank" })).toHaveAttribute("data-selected", "true");
    await pickSources(user, "coingecko");
    expect(shownSymbols()).toEqual(["BTC", "QI"]);
  });

  it("SERVICES-09 FILTER-11 selecting a source clears the search", async () => {
    const user = userEvent.setup();
    const { location } = await renderPull(`${PAGE}?search=av`);
    expect(searchBox()).toHaveValue("av");
    await pickSources(user, "coingecko");
    expect(searchBox()).toHaveValue("");
    expect(location()).toBe(`${PAGE}?sources=coingecko`);
    expect(shownSymbols()).toEqual(["BTC", "QI"]);
  });

  it("SERVICES-09 FILTER-12 a search of 3 or more characters clears the selected sources, 1-2 do not", async () => {
    const user = userEvent.setup();
    const { location } = await renderPull(`${PAGE}?sources=trader-joe-v2-avalanche-wavax`);
    await user.type(searchBox(), "be");
    expect(location()).toBe(`${PAGE}?search=be&sources=trader-joe-v2-avalanche-wavax`);
    expect(screen.getByRole("button", { name: "Selected sources (1)" })).toBeInTheDocument();
    await user.type(searchBox(), "n");
    expect(location()).toBe(`${PAGE}?search=ben`);
    expect(screen.getByRole("button", { name: "Sources (7)" })).toBeInTheDocument();
    expect(shownSymbols()).toEqual(["QI"]);
  });

  it("SERVICES-10 FILTER-22 its own search box is bound to ?search= and matches name or symbol", async () => {
    const user = userEvent.setup();
    const { location } = await renderPull(`${PAGE}?search=BENQI`);
    // The header search is not shown on this route.
    expect(screen.queryByRole("searchbox", { name: "Search" })).toBeNull();
    expect(searchBox()).toHaveValue("BENQI");
    expect(shownSymbols()).toEqual(["QI"]);
    await user.clear(searchBox());
    await user.type(searchBox(), "ether");
    expect(location()).toBe(`${PAGE}?search=ether`);
    expect(shownSymbols()).toEqual(["ETH", "USDT"]);
    await user.clear(searchBox());
    await user.type(searchBox(), "avt1");
    expect(shownSymbols()).toEqual(Array.from({ length: 10 }, (_, index) => `AVT1${index}`));
  });

  it("SERVICES-11 CONST-05 CONST-06 a per-page select defaults to 16 with options 8, 16, 32 and 64", async () => {
    const user = userEvent.setup();
    const { location } = await renderPull(`${PAGE}?page=2`);
    const perPage = screen.getByRole("combobox", { name: "Assets per page" });
    expect(perPage).toHaveValue("16");
    expect(
      within(perPage)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["8", "16", "32", "64"]);
    expect(bodyRows()).toHaveLength(10);
    await user.selectOptions(perPage, "8");
    // FILTER-03: a new page size starts from page 1.
    expect(location()).toBe(`${PAGE}?perPage=8`);
    expect(bodyRows()).toHaveLength(8);
    await user.selectOptions(perPage, "32");
    expect(bodyRows()).toHaveLength(FIXTURE_ASSETS.length);
  });

  it("SERVICES-12 TOKENS-17 a current-page select and pagination with 'Showing X to Y of N entries'", async () => {
    const user = userEvent.setup();
    const { location } = await renderPull();
    expect(paginationText()).toBe("Showing 1 to 16 of 26 entries");
    const page = screen.getByRole("combobox", { name: "Page" });
    expect(
      within(page)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["1", "2"]);
    await user.selectOptions(page, "2");
    expect(location()).toBe(`${PAGE}?page=2`);
    expect(paginationText()).toBe("Showing 17 to 26 of 26 entries");
    expect(shownSymbols()[0]).toBe("AVT10");
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(paginationText()).toBe("Showing 1 to 16 of 26 entries");
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(page).toHaveValue("2");
  });

  it("SERVICES-12 TOKENS-18 ERROR-16 no matching asset reads 'No entries found' with 'Clear filters'", async () => {
    const user = userEvent.setup();
    const { location } = await renderPull(`${PAGE}?search=no-such-asset&perPage=8`);
    expect(paginationText()).toBe("No entries found Clear filters");
    expect(screen.getByText("No assets match the current filters.")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Clear filters" }));
    expect(location()).toBe(`${PAGE}?perPage=8`);
    expect(bodyRows()).toHaveLength(8);
  });

  it("SERVICES-13 'Clear all' clears search and sources and sets page 1, keeping perPage", async () => {
    const user = userEvent.setup();
    const { location } = await renderPull(`${PAGE}?sources=trader-joe-v2-avalanche-wavax&page=2&perPage=8`);
    expect(paginationText()).toBe("Showing 9 to 16 of 23 entries");
    const clearAll = screen.getByRole("link", { name: "Clear all" });
    expect(clearAll).toHaveAttribute("href", `${PAGE}?perPage=8`);
    await user.click(clearAll);
    expect(location()).toBe(`${PAGE}?perPage=8`);
    expect(paginationText()).toBe("Showing 1 to 8 of 26 entries");
    expect(screen.getByRole("button", { name: "Sources (7)" })).toBeInTheDocument();
    expect(searchBox()).toHaveValue("");
  });

  it("SERVICES-14 a URL with search, sources, page and perPage reproduces the view", async () => {
    const url = `${PAGE}?search=av&sources=trader-joe-v2-avalanche-wavax,lbank&page=2&perPage=8`;
    const { location } = await renderPull(url);
    expect(searchBox()).toHaveValue("av");
    expect(screen.getByRole("button", { name: "Selected sources (2)" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Assets per page" })).toHaveValue("8");
    expect(screen.getByRole("combobox", { name: "Page" })).toHaveValue("2");
    expect(paginationText()).toBe("Showing 9 to 16 of 21 entries");
    await waitFor(() => expect(location()).toBe(url));
  });

  it("SERVICES-14 FILTER-04 odd query values are clamped and unknown sources dropped from the URL", async () => {
    const { location } = await renderPull(`${PAGE}?page=99&perPage=1000&sources=nope,lbank`);
    await waitFor(() => expect(location()).toBe(`${PAGE}?sources=lbank`));
    expect(shownSymbols()).toEqual(["QI"]);
    expect(screen.getByRole("combobox", { name: "Assets per page" })).toHaveValue("16");
  });

  it("SERVICES-14 Back restores the previous state", async () => {
    const user = userEvent.setup();
    const { router, location } = await renderPull(`${PAGE}?perPage=8`);
    await pickSources(user, "lbank");
    expect(location()).toBe(`${PAGE}?sources=lbank&perPage=8`);
    await act(() => router.navigate(-1));
    expect(location()).toBe(`${PAGE}?perPage=8`);
    expect(bodyRows()).toHaveLength(8);
    expect(screen.getByRole("button", { name: "Sources (7)" })).toBeInTheDocument();
  });

  it.each([PAGE.replace(AVALANCHE_ID, "nope"), `/app/data-services/nope/`])(
    "SERVICES-15 ROUTE-23 an unknown data service id renders the 404 page: %s",
    async (url) => {
      mockApi({});
      renderApp(url);
      expect(await screen.findByRole("heading", { name: NOT_FOUND_TEXT })).toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: "Pull Model" })).toBeNull();
    },
  );

  it("FILTER-28 without latest prices the configured sources stand in, and a notice says so", async () => {
    const user = userEvent.setup();
    const detail: DataServiceDetailView = serviceDetail({
      assets: FIXTURE_ASSETS.map((asset) => ({ ...asset, pricedSources: null })),
      warnings: [{ upstream: "prices", failure: "timeout", message: "slow" }],
    });
    await renderPull(PAGE, detail);
    expect(screen.getByText(/Latest prices are unavailable right now/)).toBeInTheDocument();
    await pickSources(user, "lbank");
    expect(shownSymbols()).toEqual(["QI", "JOE"]);
  });

  it("one notice per failed upstream, however many of its reads failed", async () => {
    const prices = { upstream: "prices", failure: "timeout", message: "slow" } as const;
    await renderPull(PAGE, serviceDetail({ warnings: [prices, prices, { ...prices, failure: "down" }] }));
    expect(screen.getAllByText(/Latest prices are unavailable right now/)).toHaveLength(1);
  });

  it("a failed load keeps the title and the controls, shows a notice, and Retry loads the assets", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      [`/data-services/${AVALANCHE_ID}`]: () => (fail ? upstreamFailed("registry") : serviceDetail()),
    });
    renderApp(PAGE);
    expect(
      await screen.findByText("This data service is unavailable right now.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Pull Model");
    expect(searchBox()).toBeInTheDocument();
    expect(paginationText()).toBe("No entries found");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(16));
  }, 12_000);
});

describe("Pull Model disclaimers", () => {
  it("DISCLAIMER-07 shows the disclaimers of listed assets, once per id, as info bars (the modal one too)", async () => {
    const [first, second, third] = FIXTURE_ASSETS;
    if (!first || !second || !third) throw new Error("fixture assets missing");
    await renderPull(
      PAGE,
      serviceDetail({
        assets: [
          { ...first, disclaimerID: "fundamental" },
          { ...second, disclaimerID: "fundamental" },
          { ...third, disclaimerID: "blackrock" },
          ...FIXTURE_ASSETS.slice(3),
        ],
      }),
    );
    expect(screen.getAllByRole("complementary", { name: "Fundamental price feed" })).toHaveLength(1);
    expect(screen.getByRole("complementary", { name: /BUIDL/ })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("Pull Model: the other data services (beyond the spec)", () => {
  const PRIMARY = "redstone-primary-prod";

  function renderWithList(url: string) {
    mockApi({
      "/data-services": servicesView(),
      [`/data-services/${AVALANCHE_ID}`]: serviceDetail(),
      [`/data-services/${PRIMARY}`]: serviceDetail({ id: PRIMARY, name: "RedStone Primary Prod" }),
    });
    return renderApp(url);
  }
  const switcher = () => screen.findByRole("navigation", { name: "Data services" });

  it("lists every data service of the api's list, by name without the product's, this one marked current and not a link", async () => {
    renderWithList(PAGE);
    const nav = await switcher();
    await within(nav).findByRole("link", { name: "Primary Prod" });
    expect(
      within(nav)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Primary Prod", "Avalanche Prod", "Arbitrum Prod", "Primary Demo"]);
    const current = within(nav).getByText("Avalanche Prod");
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current.tagName).toBe("SPAN");
    expect(within(nav).getAllByRole("link")).toHaveLength(3);
    expect(within(nav).getByRole("link", { name: "Primary Prod" })).toHaveAttribute(
      "href",
      "/app/pull-model/redstone-primary-prod/",
    );
  });

  it("a switch keeps the search and the page size, not the page or the sources (this service's own)", async () => {
    const user = userEvent.setup();
    const { location } = renderWithList(`${PAGE}?search=a&sources=lbank&page=2&perPage=8`);
    const nav = await switcher();
    const primary = await within(nav).findByRole("link", { name: "Primary Prod" });
    await waitFor(() =>
      expect(primary).toHaveAttribute("href", "/app/pull-model/redstone-primary-prod/?search=a&perPage=8"),
    );
    await user.click(primary);
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Data service" })).getByRole("heading"),
      ).toHaveTextContent("RedStone Primary Prod"),
    );
    expect(location()).toMatch(/^\/app\/pull-model\/redstone-primary-prod\/\?search=a&perPage=8/);
    expect(within(await switcher()).getByText("Primary Prod")).toHaveAttribute("aria-current", "page");
  });

  it("ROUTE-20 the alias stays the alias", () => {
    expect(serviceSwitchHref("x-y", { pathname: `/app/data-services/${AVALANCHE_ID}/`, search: "" })).toBe(
      "/app/data-services/x-y/",
    );
    expect(serviceSwitchHref("x-y", { pathname: PAGE, search: "?page=3" })).toBe("/app/pull-model/x-y/");
  });

  it("holds this service alone while the list loads (no shift), and shows nothing when it fails (no page failure)", async () => {
    let answer: (view: Response) => void = () => {};
    const list = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    mockApi({ "/data-services": () => list, [`/data-services/${AVALANCHE_ID}`]: serviceDetail() });
    renderApp(PAGE);
    const nav = await switcher();
    expect(
      within(nav)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Avalanche Prod"]);
    expect(within(nav).queryAllByRole("link")).toHaveLength(0);
    answer(Response.json({ error: "not_found", message: "gone" }, { status: 404 }));
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Data services" })).toBeNull());
    expect(screen.getByRole("region", { name: "Data service" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
