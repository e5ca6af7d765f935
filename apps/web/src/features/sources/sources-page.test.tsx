import type { SourcesView } from "@oracle-explorer/core/api-views";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calledPaths, type MockAnswer, mockApi, upstreamFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { CLEAN_DETAIL, FIXTURE_SOURCES, sourcesView } from "./sources-fixture.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderSources(url = "/app/sources/", answer: MockAnswer<SourcesView> = sourcesView()) {
  const fetchMock = mockApi({ "/sources": answer });
  const app = renderApp(url);
  await screen.findByRole("table", { busy: false });
  return { ...app, fetchMock };
}

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const shownIds = () =>
  bodyRows().flatMap((row) =>
    within(row)
      .queryAllByRole("link")
      .map((link) => link.textContent ?? ""),
  );
const rowOf = (id: string) => {
  const row = bodyRows().find((candidate) => within(candidate).queryByRole("link", { name: id }));
  if (!row) throw new Error(`no row for ${id}`);
  return row;
};
const headerSearch = () => screen.getByRole("searchbox", { name: "Search" });

describe("Sources list", () => {
  it("SOURCES-01 shows a table with the columns 'Source' and 'Number of Feeds'", async () => {
    await renderSources();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Sources$/);
    expect(
      within(screen.getByRole("table"))
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Source", "Number of Feeds"]);
  });

  it("SOURCES-02 the Source cell shows the logo and the id, linking to the source detail", async () => {
    await renderSources();
    const row = rowOf("binance");
    expect(row.querySelector("img")).toHaveAttribute("src", "/api/v1/assets/images/sources/binance.svg");
    expect(within(row).getByRole("link", { name: "binance" })).toHaveAttribute(
      "href",
      "/app/sources/binance/",
    );
    // No logoURI: the first letter stands in, the row keeps its shape.
    expect(rowOf("no-logo-source").querySelector("img")).toBeNull();
  });

  it("SOURCES-02 following a source link opens its detail page", async () => {
    const user = userEvent.setup();
    mockApi({
      "/sources": sourcesView(),
      "/sources/kraken": { ...CLEAN_DETAIL, ...FIXTURE_SOURCES[0] },
    });
    const { location } = renderApp("/app/sources/");
    await screen.findByRole("table", { busy: false });
    await user.click(within(rowOf("kraken")).getByRole("link", { name: "kraken" }));
    await waitFor(() => expect(location()).toBe("/app/sources/kraken/"));
    expect(await screen.findByRole("heading", { level: 1, name: "kraken" })).toBeInTheDocument();
  });

  it("SOURCES-03 Number of Feeds shows each source's count from the api's sources resource", async () => {
    const { fetchMock } = await renderSources();
    expect(calledPaths(fetchMock)).toContain("/sources");
    const count = (id: string) => within(rowOf(id)).getAllByRole("cell")[1]?.textContent;
    expect(count("lbank")).toBe("71");
    expect(count("kraken")).toBe("40");
    expect(count("fixed-value")).toBe("0");
  });

  it("SOURCES-04 FILTER-23 the header search filters rows by source id, ignoring case", async () => {
    await renderSources("/app/sources/?search=BIN");
    expect(headerSearch()).toHaveValue("BIN");
    expect(shownIds()).toEqual(["binance"]);
  });

  it("SOURCES-04 typing in the header search box filters the rows, and only ids match (not urls)", async () => {
    const user = userEvent.setup();
    const { location } = await renderSources();
    await user.type(headerSearch(), "co");
    expect(shownIds()).toEqual(["coingecko"]);
    await waitFor(() => expect(location()).toBe("/app/sources/?search=co"));
    await user.clear(headerSearch());
    // "www." is in every url and in no id.
    await user.type(headerSearch(), "www");
    expect(screen.getByText(/No entries found/)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });

  it("SOURCES-04 ERROR-15 ERROR-16 a search matching nothing shows 'No entries found' with 'Clear filters'", async () => {
    const user = userEvent.setup();
    const { location } = await renderSources("/app/sources/?search=nothing-like-this");
    const empty = screen.getByText(/No entries found/);
    expect(empty).toHaveTextContent("No entries found Clear filters");
    expect(screen.getByText("sources").parentElement).toHaveTextContent(/^0 sources$/);
    await user.click(within(empty).getByRole("link", { name: "Clear filters" }));
    expect(location()).toBe("/app/sources/");
    expect(bodyRows()).toHaveLength(FIXTURE_SOURCES.length);
  });

  it("SOURCES-05 rows sort by Number of Feeds, highest first (equal counts by id)", async () => {
    // The fixture arrives out of order; the order shown is the page's own.
    await renderSources();
    expect(shownIds().slice(0, 5)).toEqual(["coingecko", "lbank", "binance", "kraken", "no-logo-source"]);
    expect(shownIds().at(-1)).toBe("fixed-value");
  });

  it("SOURCES-05 the list is not paged: every source is a row and there is no pagination", async () => {
    await renderSources();
    expect(bodyRows()).toHaveLength(36);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByText("sources").parentElement).toHaveTextContent(/^36 sources$/);
  });

  it("ERROR-07 a failed load keeps the page, shows a notice, and Retry loads the list", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({ "/sources": () => (fail ? upstreamFailed("sources catalogue") : sourcesView()) });
    renderApp("/app/sources/");
    expect(
      await screen.findByText("The sources list is unavailable right now.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sources");
    expect(screen.getByText("No entries found")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(36));
    expect(screen.queryByText("The sources list is unavailable right now.")).toBeNull();
  });

  it("lists the report's sources no longer used apart from the table, each linking to its page", async () => {
    const user = userEvent.setup();
    const { location } = await renderSources(
      "/app/sources/",
      sourcesView({ retired: ["bitfinex2", "okex3"] }),
    );
    const retired = screen.getByRole("region", {
      name: "In the latest sources report but no longer used (2)",
    });
    expect(
      within(retired)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["bitfinex2", "/app/sources/bitfinex2/"],
      ["okex3", "/app/sources/okex3/"],
    ]);
    // Not rows of the table: they feed nothing.
    expect(shownIds()).not.toContain("okex3");
    expect(bodyRows()).toHaveLength(FIXTURE_SOURCES.length);
    await user.click(within(retired).getByRole("link", { name: "okex3" }));
    await waitFor(() => expect(location()).toBe("/app/sources/okex3/"));
  });

  it("SOURCES-04 the header search narrows the sources no longer used too; none shows no section", async () => {
    await renderSources("/app/sources/?search=okex", sourcesView({ retired: ["bitfinex2", "okex3"] }));
    expect(
      within(screen.getByRole("region", { name: /no longer used \(1\)/ })).getByRole("link"),
    ).toHaveTextContent("okex3");
    cleanup();
    await renderSources("/app/sources/");
    expect(screen.queryByRole("region", { name: /no longer used/ })).toBeNull();
  });

  it("a failed sources report on the list says the sources no longer used are not listed", async () => {
    await renderSources(
      "/app/sources/",
      sourcesView({ warnings: [{ upstream: "sources report", failure: "down", message: "down" }] }),
    );
    expect(screen.getByText(/sources it names that are no longer used are not listed/)).toBeInTheDocument();
    expect(screen.queryByText(/numbers of feeds may be lower/)).toBeNull();
  });

  it("a manifest warning says the numbers of feeds may be low", async () => {
    await renderSources(
      "/app/sources/",
      sourcesView({ warnings: [{ upstream: "manifests", failure: "timeout", message: "slow" }] }),
    );
    expect(screen.getByText(/numbers of feeds may be lower/)).toBeInTheDocument();
  });
});
