import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureDownloads } from "../../test/capture-downloads.ts";
import { renderApp } from "../../test/render-app.tsx";
import { mockPorApi, porView, ratioHistoryView } from "./por-fixture.ts";

// Both charts are our own SVG charts and render for real. ECharts is mocked only to record that
// the page never draws with it: the library stays off this route.
const charts = vi.hoisted(() => new Map<string, unknown>());
vi.mock("../../components/chart/echart.tsx", () => ({
  EChart: (props: { option: unknown; label: string }) => {
    charts.set(props.label, props.option);
    return <div role="img" aria-label={props.label} />;
  },
}));

/** What a keyboard reader hears stepping through every item of an SVG chart, first to last. */
function readAloud(chart: HTMLElement, count: number): string[] {
  const live = chart.parentElement?.querySelector("[aria-live='polite']") as HTMLElement;
  chart.focus();
  return Array.from({ length: count }, (_, index) => {
    fireEvent.keyDown(chart, { key: index === 0 ? "Home" : "ArrowDown" });
    return live.textContent ?? "";
  });
}

const URL = "/app/proof-of-reserve/stablecoin/";
const WARNING = "Some values are too small to be visible on this chart";

afterEach(() => {
  charts.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderPor(
  answer?: Parameters<typeof mockPorApi>[0],
  extras?: Parameters<typeof mockPorApi>[1],
) {
  const fetchMock = mockPorApi(answer, extras);
  const app = renderApp(URL);
  await screen.findByRole("button", { name: /Coinbase/ });
  return { ...app, fetchMock };
}

const cardValue = (label: string) =>
  within(screen.getByRole("region", { name: label })).getAllByRole("paragraph")[0];
const region = (name: string) => screen.getByRole("region", { name });

describe("proof-of-reserve dashboard: cards", () => {
  it("POR-15 reads the mapped id's dashboard from the api", async () => {
    const { fetchMock } = await renderPor();
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/proof-of-reserve/stablecoin", expect.anything());
  });

  it("POR-02 the collateralization ratio card shows porValue × 100 with 2 decimals", async () => {
    await renderPor();
    expect(within(region("Collateralization Ratio")).getByText("100.40%")).toBeInTheDocument();
    // The visible heading may break (soft hyphen) in a phone's half-width card; the name stays plain.
    expect(within(region("Collateralization Ratio")).getByRole("heading").textContent).toBe(
      "Collateral\u00ADization Ratio",
    );
  });

  it("POR-02 ERROR-13 a missing ratio shows 'no-data'", async () => {
    await renderPor(() => porView({ ratioPercent: null }));
    expect(within(region("Collateralization Ratio")).getByText("no-data")).toBeInTheDocument();
  });

  it("POR-03 FORMAT-25 the grand total card shows every holder's balance summed, abbreviated", async () => {
    await renderPor();
    expect(within(region("Grand Total")).getByText("$1.46B")).toBeInTheDocument();
  });

  it("POR-04 FORMAT-25 the total supply card shows the supply, abbreviated", async () => {
    await renderPor(() => porView({ totalSupply: 2_500_000_000_000 }));
    expect(within(region("Total Supply")).getByText("2.50T")).toBeInTheDocument();
  });

  it("POR-08 the assets-in-motion block shows usdtbAimValue, abbreviated", async () => {
    await renderPor();
    expect(within(region("Assets in Motion")).getByText("$3.50M")).toBeInTheDocument();
  });

  it("POR-17 while loading the cards show placeholders", async () => {
    // One gate for every request the screen makes (its query may be asked more than once), so
    // releasing it answers them all.
    let release: (value: Response) => void = () => {};
    const gate = new Promise<Response>((resolve) => {
      release = resolve;
    });
    mockPorApi(() => gate);
    renderApp(URL);
    const card = await screen.findByRole("region", { name: "Grand Total" });
    const cards = card.parentElement as HTMLElement;
    expect(cards).toHaveAttribute("aria-busy", "true");
    expect(cards.querySelectorAll("[data-placeholder]")).toHaveLength(4);
    release(Response.json(porView()));
    expect(await within(card).findByText("$1.46B")).toBeInTheDocument();
    expect(cards).toHaveAttribute("aria-busy", "false");
    expect(cards.querySelectorAll("[data-placeholder]")).toHaveLength(0);
  });

  it("POR-17 on failure the error is logged, the cards show 'no-data' and a notice offers a retry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    mockPorApi(() =>
      Response.json(
        {
          error: "upstream_failed",
          message: "oracle gateway: down",
          upstream: "oracle gateway",
          failure: "down",
        },
        { status: 502 },
      ),
    );
    renderApp(URL);
    await screen.findByRole("region", { name: "Grand Total" });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(
      await screen.findByText(/Proof-of-reserve data is unavailable right now \(oracle gateway: down\)/),
    ).toBeInTheDocument();
    for (const label of ["Collateralization Ratio", "Grand Total", "Total Supply", "Assets in Motion"]) {
      expect(cardValue(label)).toHaveTextContent(/^no-data$/);
    }
    expect(warn).toHaveBeenCalledWith("proof of reserve: the dashboard failed to load", expect.anything());
    expect(screen.getByRole("button", { name: "Retry" })).toBeEnabled();
    // The page is not blank: its title and sections stay.
    expect(screen.getByRole("heading", { level: 1, name: "Proof of Reserve" })).toBeInTheDocument();
    expect(within(region("Asset distribution")).getByText("no-data")).toBeInTheDocument();
  });
});

describe("proof-of-reserve dashboard: charts", () => {
  it("POR-06 a donut chart shows the asset distribution from the data", async () => {
    await renderPor();
    // The donut is a plain SVG chart (not ECharts): its slices and legend are read from the DOM.
    const donut = within(region("Asset distribution")).getByRole("img", {
      name: "Reserves per asset, as a donut",
    });
    const assets = porView().assetDistribution;
    expect(donut).toHaveAttribute("data-slices", String(assets.length));
    expect(charts.has("Reserves per asset, as a donut")).toBe(false);
    const drawn = [...donut.querySelectorAll("svg path[data-slice-name]")];
    expect(drawn.map((slice) => slice.getAttribute("data-slice-name"))).toEqual(
      assets.map((asset) => asset.label),
    );
    const total = assets.reduce((sum, asset) => sum + asset.value, 0);
    const legend = [...donut.querySelectorAll("svg text")].map((text) => text.textContent);
    expect(legend).toEqual(
      assets.map((asset) => `${asset.label} ${((asset.value / total) * 100).toFixed(2)}%`),
    );
  });

  it("POR-07 a bar chart shows the custodian distribution from the data", async () => {
    await renderPor();
    // A plain SVG bar chart (not ECharts): its rows and what each says are read from the DOM.
    const bars = within(region("Custodian distribution")).getByRole("img", {
      name: "Reserves per custodian, as bars",
    });
    const custodians = ["Coinbase", "Komainu", "Zodia", "Copper", "Mint & Redeem Contract"];
    expect(bars).toHaveAttribute("data-bars", "5");
    const texts = [...bars.querySelectorAll("svg text")].map((text) => text.textContent);
    expect(texts.filter((text) => custodians.includes(text ?? ""))).toEqual(custodians);
    expect(readAloud(bars, 5)).toEqual([
      "Coinbase, $870.65M",
      "Komainu, $197.30M",
      "Zodia, $120.50M",
      "Copper, $137.35M",
      "Mint & Redeem Contract, $133.47M",
    ]);
    expect(charts.size).toBe(0);
  });

  it("POR-14 a chart whose largest value exceeds 100× its smallest non-zero one shows the warning", async () => {
    const assets = porView().assetDistribution;
    await renderPor(() =>
      porView({
        // 1000 / 9.99 > 100 (zeros ignored); the custodians' 870.65M / 120.5M stays under it.
        assetDistribution: [
          { asset: "usdt", label: "USDT", value: 1000 },
          { asset: "usdc", label: "USDC", value: 9.99 },
          { asset: "buidl", label: "BUIDL", value: 0 },
          { asset: "buidlI", label: "BUIDL-I", value: 0 },
        ].map(
          (row, index) => ({ ...row, asset: assets[index]?.asset ?? row.asset }) as (typeof assets)[number],
        ),
      }),
    );
    expect(within(region("Asset distribution")).getByText(WARNING)).toBeInTheDocument();
    expect(within(region("Custodian distribution")).queryByText(WARNING)).toBeNull();
  });

  it("POR-14 a ratio of exactly 100 shows no warning", async () => {
    await renderPor(() =>
      porView({
        custodianDistribution: porView().custodianDistribution.map((entry, index) => ({
          ...entry,
          value: index === 0 ? 10_000 : 100,
        })),
      }),
    );
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});

describe("proof-of-reserve dashboard: custodian tabs", () => {
  const tab = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });

  it("POR-09 POR-11 there is one collapsible tab per custodian, Coinbase's wallets as one", async () => {
    await renderPor();
    const custodians = within(screen.getByRole("region", { name: "Custodians" }))
      .getAllByRole("button")
      .map((button) => button.textContent?.replace(/\$.*$/, ""));
    expect(custodians).toEqual(["Coinbase", "Komainu", "Zodia", "Copper", "Mint & Redeem Contract"]);
    expect(tab("Coinbase")).toHaveAttribute("aria-expanded", "true");
    expect(tab("Coinbase")).toHaveTextContent("$870.65M");
    expect(tab("Komainu")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("table", { name: "Komainu balances per asset" })).toBeNull();

    await userEvent.click(tab("Komainu"));
    expect(tab("Komainu")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("table", { name: "Komainu balances per asset" })).toBeVisible();
    await userEvent.click(tab("Coinbase"));
    expect(tab("Coinbase")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("table", { name: "Coinbase balances per asset" })).toBeNull();
  });

  it("POR-10 POR-12 FORMAT-25 each tab's table has one row per asset with its balance", async () => {
    await renderPor();
    await userEvent.click(tab("Mint & Redeem Contract"));
    const table = screen.getByRole("table", { name: "Mint & Redeem Contract balances per asset" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Asset", "Balance"],
      ["USDT", "$86.50M"],
      ["USDC", "$46.97M"],
      ["BUIDL", "$0.00"],
      ["BUIDL-I", "$0.00"],
      ["Total", "$133.47M"],
    ]);
  });
});

describe("proof-of-reserve dashboard: what is signed (beyond the spec)", () => {
  const carried = {
    networkName: "Ethereum Mainnet",
    routeNetwork: "ethereum-mainnet",
    routeToken: "usdtb_por",
    routeLayer: null,
  };

  it("says the ratio is signed and the breakdown is not, and links the push feed that carries it", async () => {
    await renderPor(() => porView({ onChainFeeds: [carried] }));
    // Drawn once the on-chain feeds are known, which may come after the cards on a loaded machine.
    const signed = await screen.findByRole("region", { name: "What is signed" }, { timeout: 5000 });
    const [ratio, breakdown] = within(signed).getAllByRole("listitem");
    expect(ratio).toHaveTextContent(
      /^Signed The collateralization ratio: the USDtb_POR value the nodes of redstone-primary-prod signed/,
    );
    expect(breakdown).toHaveTextContent(
      /^Unsigned The grand total, supply, assets in motion and every balance per asset and custodian/,
    );
    expect(breakdown).toHaveTextContent("which the nodes do not sign");
    const link = await within(signed).findByRole("link", { name: "USDtb_POR on Ethereum Mainnet" });
    expect(link).toHaveAttribute("href", "/app/feeds/ethereum-mainnet/usdtb_por/");
    expect(within(signed).getAllByRole("link")).toHaveLength(1);
  });

  it("says so when no push feed carries the signed ratio on chain, and when that cannot be known", async () => {
    await renderPor(() => porView({ onChainFeeds: [] }));
    // Drawn once the on-chain feeds are known, which may come after the cards on a loaded machine.
    const signed = await screen.findByRole("region", { name: "What is signed" }, { timeout: 5000 });
    expect(await within(signed).findByText("No push feed carries USDtb_POR on chain.")).toBeInTheDocument();
    expect(within(signed).queryByRole("link")).toBeNull();
  });

  it("does not claim there is no on-chain feed when the feeds list is unavailable", async () => {
    await renderPor(() => porView({ onChainFeeds: null }));
    // Drawn once the on-chain feeds are known, which may come after the cards on a loaded machine.
    const signed = await screen.findByRole("region", { name: "What is signed" }, { timeout: 5000 });
    expect(
      await within(signed).findByText("The feeds that carry USDtb_POR on chain cannot be listed right now."),
    ).toBeInTheDocument();
  });

  it("draws the signed ratio's 7-day history from the api, and the range picker asks for 1 day", async () => {
    const ranges: string[] = [];
    const { fetchMock } = await renderPor(undefined, {
      ratioHistory: (range) => {
        ranges.push(range);
        return range === "7d"
          ? ratioHistoryView("7d", [100.1, 100.25, 100.4, 100.38, 100.41])
          : ratioHistoryView("1d", [100.38, 100.41]);
      },
    });
    const history = region("Signed ratio history");
    const chart = await within(history).findByRole("img", { name: "Signed collateralization ratio, 7 days" });
    expect(chart).toHaveAttribute("data-points", "5");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/v1/proof-of-reserve/stablecoin/ratio-history?range=7d",
      expect.anything(),
    );
    // The ratio is a percentage: its values read with "%", never as dollars.
    expect(chart).toHaveTextContent("%");
    expect(chart).not.toHaveTextContent("$");

    await userEvent.click(within(history).getByRole("button", { name: "1 day" }));
    const day = await within(history).findByRole("img", { name: "Signed collateralization ratio, 1 day" });
    await waitFor(() => expect(day).toHaveAttribute("data-points", "2"));
    expect(ranges).toContain("1d");
  });

  it("ERROR-11 an empty ratio history shows the empty chart", async () => {
    await renderPor(undefined, { ratioHistory: (range) => ratioHistoryView(range, []) });
    const history = region("Signed ratio history");
    expect(await within(history).findByText("We are collecting the data")).toBeInTheDocument();
    expect(within(history).getByText("Chart will be available shortly")).toBeInTheDocument();
    expect(within(history).queryByRole("img", { name: /Signed collateralization ratio/ })).toBeNull();
  });
});

describe("proof-of-reserve dashboard: disclaimer", () => {
  it("POR-16 DISCLAIMER-03 shows the proof-of-reserve disclaimer as a closable info bar", async () => {
    await renderPor();
    const bar = screen.getByRole("complementary", { name: "Proof of reserve" });
    await userEvent.click(within(bar).getByRole("button", { name: "Close: Proof of reserve" }));
    expect(screen.queryByRole("complementary", { name: "Proof of reserve" })).not.toBeInTheDocument();
  });
});

describe("proof of reserve export (beyond the spec)", () => {
  it("each chart's series downloads as CSV", async () => {
    const downloads = captureDownloads();
    await renderPor();
    await userEvent.click(screen.getByRole("button", { name: "Download Asset distribution as CSV" }));
    await userEvent.click(screen.getByRole("button", { name: "Download Custodian distribution as CSV" }));
    const [assets, custodians] = await Promise.all(downloads.map((download) => download.text()));
    expect(assets?.split("\r\n")[0]).toBe("asset,value");
    expect(assets?.trim().split("\r\n").length).toBe(1 + porView().assetDistribution.length);
    expect(custodians?.split("\r\n")[0]).toBe("custodian,value");
  });
});
