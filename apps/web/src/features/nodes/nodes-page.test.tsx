import type { NodesView, NodeView } from "@oracle-explorer/core/api-views";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calledPaths, type MockAnswer, mockApi, upstreamFailed } from "../../test/mock-api.ts";
import { nodeView, record } from "../../test/nodes-fixture.ts";
import { renderApp } from "../../test/render-app.tsx";
import { COMING_SOON_TEXT } from "./nodes-table.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const node = nodeView;

const address = (index: number) => `0x${index.toString(16).padStart(4, "0")}${"ab".repeat(16)}CdEf`;

/** 20 nodes: more than one default page; one without an address, one without a url. */
const FIXTURE_NODES: readonly NodeView[] = [
  node("redstone-primary-prod-altair", "redstone-primary-prod", "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"),
  node("redstone-primary-prod-vega", "redstone-primary-prod", address(2), {
    url: "https://vega-nodes.example",
  }),
  node("redstone-arbitrum-prod-node-4", "redstone-arbitrum-prod", false),
  node("Independent Signer", "redstone-avalanche-prod", address(4), { url: null, logo: null }),
  ...Array.from({ length: 16 }, (_, index) =>
    node(`redstone-primary-demo-node-${index + 1}`, "redstone-primary-demo", address(10 + index)),
  ),
];

const nodesView = (nodes: readonly NodeView[] = FIXTURE_NODES): NodesView => ({ nodes: [...nodes] });

async function renderNodes(url = "/app/data-providers/", answer: MockAnswer<NodesView> = nodesView()) {
  const fetchMock = mockApi({ "/nodes": answer });
  const app = renderApp(url);
  await screen.findByRole("table", { busy: false });
  return { ...app, fetchMock };
}

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const rowOf = (name: string) => {
  const row = bodyRows().find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const shownNames = () =>
  bodyRows().map((row) => row.querySelector("td:first-child .link, td:first-child .plainName")?.textContent);
const headerSearch = () => screen.getByRole("searchbox", { name: "Search" });
const paginationText = () =>
  screen.getAllByRole("status").find((status) => /entries|No entries/.test(status.textContent ?? ""))
    ?.textContent;

describe("Production Nodes", () => {
  it("NODES-01 the data providers page is titled 'Production Nodes'", async () => {
    await renderNodes();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Production Nodes$/);
    expect(document.title).toBe("Production Nodes | RedStone");
  });

  it("NODES-02 shows a table with the columns 'Data provider' and 'EVM Address', then the 7-day record", async () => {
    await renderNodes();
    expect(
      within(screen.getByRole("table"))
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Data provider", "EVM Address", "Uptime 7 d", "Deviation p95", "Rank"]);
  });

  it("NODES-03 the Data provider cell shows the logo and name; the node url stays as an icon link beside it", async () => {
    await renderNodes();
    const vega = rowOf("redstone-primary-prod-vega");
    expect(vega.querySelector("img")).toHaveAttribute("src", "/api/v1/assets/images/brand/redstone.svg");
    const site = within(vega).getByRole("link", {
      name: "redstone-primary-prod-vega operator site (opens in a new tab)",
    });
    expect(site).toHaveAttribute("href", "https://vega-nodes.example");
    expect(site).toHaveAttribute("target", "_blank");
    expect(site).toHaveAttribute("rel", "noopener noreferrer");
    // No url: no site link; no logo: its first letter stands in.
    const independent = rowOf("Independent Signer");
    expect(within(independent).queryByRole("link", { name: /operator site/ })).toBeNull();
    expect(independent.querySelector("img")).toBeNull();
  });

  it("each node's name opens its own page, by its address in lower case; a node without a key has none", async () => {
    const user = userEvent.setup();
    mockApi({
      "/nodes": nodesView(),
      "/nodes/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266": Response.json(
        { error: "upstream_failed", message: "down", upstream: "history store", failure: "down" },
        { status: 503 },
      ),
    });
    const { location } = renderApp("/app/data-providers/");
    await screen.findByRole("table", { busy: false });
    const link = within(rowOf("redstone-primary-prod-altair")).getByRole("link", {
      name: "redstone-primary-prod-altair",
    });
    expect(link).toHaveAttribute("href", "/app/data-providers/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266/");
    expect(
      within(rowOf("redstone-arbitrum-prod-node-4")).queryByRole("link", {
        name: "redstone-arbitrum-prod-node-4",
      }),
    ).toBeNull();
    await user.click(link);
    await waitFor(() =>
      expect(location()).toBe("/app/data-providers/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266/"),
    );
  });

  it("the record columns show uptime with one decimal, deviation p95 as a bound and the rank; no key or no record is '—'", async () => {
    await renderNodes("/app/data-providers/", {
      nodes: [
        node("alpha", "redstone-primary-prod", address(1), {
          record: record({ uptime7d: 0.99954, deviationP95Bp7d: 5, rank: 2 }),
        }),
        node("bravo", "redstone-primary-prod", address(2), { record: null }),
        node("charlie", "redstone-arbitrum-prod", false),
      ],
    });
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole("cell")
        .slice(2)
        .map((cell) => cell.textContent);
    expect(cells("alpha")).toEqual(["99.9%", "≤ 5 bp", "2"]);
    expect(cells("bravo")).toEqual(["—", "—", "—"]);
    expect(cells("charlie")).toEqual(["—", "—", "—"]);
    expect(within(rowOf("charlie")).getAllByRole("cell")[1]).toHaveTextContent(/^Coming soon$/);
  });

  it("sorting by uptime is kept in the URL: ascending, then descending; nodes without a record stay last", async () => {
    const user = userEvent.setup();
    const { location } = await renderNodes("/app/data-providers/", {
      nodes: [
        node("first", "redstone-primary-prod", address(1), { record: record({ uptime7d: 0.99, rank: 2 }) }),
        node("keyless", "redstone-arbitrum-prod", false),
        node("best", "redstone-primary-prod", address(3), { record: record({ uptime7d: 1, rank: 1 }) }),
        node("worst", "redstone-primary-prod", address(4), { record: record({ uptime7d: 0.9, rank: 3 }) }),
      ],
    });
    expect(shownNames()).toEqual(["first", "keyless", "best", "worst"]);
    const header = () => screen.getByRole("columnheader", { name: "Uptime 7 d" });
    expect(header()).toHaveAttribute("aria-sort", "none");
    await user.click(within(header()).getByRole("button"));
    expect(location()).toBe("/app/data-providers/?sortBy=uptime");
    expect(header()).toHaveAttribute("aria-sort", "ascending");
    expect(shownNames()).toEqual(["worst", "first", "best", "keyless"]);
    await user.click(within(header()).getByRole("button"));
    expect(location()).toBe("/app/data-providers/?sortBy=uptime&sortDesc=true");
    expect(header()).toHaveAttribute("aria-sort", "descending");
    expect(shownNames()).toEqual(["best", "first", "worst", "keyless"]);
    await user.click(within(screen.getByRole("columnheader", { name: "Rank" })).getByRole("button"));
    expect(location()).toBe("/app/data-providers/?sortBy=rank");
    expect(shownNames()).toEqual(["best", "first", "worst", "keyless"]);
  });

  it("a sorted link opens sorted; an unknown sort key falls back to the registry order", async () => {
    await renderNodes("/app/data-providers/?sortBy=deviation&sortDesc=true", {
      nodes: [
        node("low", "redstone-primary-prod", address(1), { record: record({ deviationP95Bp7d: 1 }) }),
        node("high", "redstone-primary-prod", address(2), { record: record({ deviationP95Bp7d: 20 }) }),
      ],
    });
    expect(shownNames()).toEqual(["high", "low"]);
    expect(screen.getByRole("columnheader", { name: "Deviation p95" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    cleanup();
    const { location } = await renderNodes("/app/data-providers/?sortBy=bogus");
    await waitFor(() => expect(location()).toBe("/app/data-providers/"));
    expect(shownNames().slice(0, 2)).toEqual(["redstone-primary-prod-altair", "redstone-primary-prod-vega"]);
  });

  it("NODES-04 FORMAT-11 the EVM Address shows its first 6 and last 4 characters, with a copy button", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    await renderNodes();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const cell = within(rowOf("redstone-primary-prod-altair")).getAllByRole("cell")[1] as HTMLElement;
    expect(within(cell).getByText("0xf39F...2266")).toBeInTheDocument();
    expect(cell).not.toHaveTextContent("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    await user.click(
      within(cell).getByRole("button", { name: "Copy redstone-primary-prod-altair EVM address" }),
    );
    expect(writeText).toHaveBeenCalledWith("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(await within(cell).findByText("Copied!")).toBeInTheDocument();
  });

  it("NODES-05 ERROR-21 a node whose evmAddress is false shows 'Coming soon'", async () => {
    await renderNodes();
    const cell = within(rowOf("redstone-arbitrum-prod-node-4")).getAllByRole("cell")[1] as HTMLElement;
    expect(cell).toHaveTextContent(/^Coming soon$/);
    expect(COMING_SOON_TEXT).toBe("Coming soon");
    expect(within(cell).queryByRole("button")).toBeNull();
  });

  it("NODES-06 FILTER-24 ?search= filters nodes by name or dataServiceId, ignoring case", async () => {
    await renderNodes("/app/data-providers/?search=VEGA");
    expect(shownNames()).toEqual(["redstone-primary-prod-vega"]);
    expect(headerSearch()).toHaveValue("VEGA");
  });

  it("NODES-06 the header search matches the dataServiceId of a node whose name does not contain it", async () => {
    const user = userEvent.setup();
    const { location } = await renderNodes();
    await user.type(headerSearch(), "avalanche-prod");
    await waitFor(() => expect(location()).toBe("/app/data-providers/?search=avalanche-prod"));
    expect(shownNames()).toEqual(["Independent Signer"]);
    await user.clear(headerSearch());
    await user.type(headerSearch(), "0xf39F");
    // Addresses are not searched (FILTER-24 names only name and dataServiceId).
    expect(paginationText()).toBe("No entries found Clear filters");
  });

  it("NODES-07 CONST-05 CONST-06 the table is paged 16 rows a page by default, with 8, 16, 32 and 64", async () => {
    const user = userEvent.setup();
    const { location } = await renderNodes();
    expect(bodyRows()).toHaveLength(16);
    expect(paginationText()).toBe("Showing 1 to 16 of 20 entries");
    const perPage = screen.getByRole("combobox", { name: "Nodes per page" });
    expect(perPage).toHaveValue("16");
    expect(
      within(perPage)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["8", "16", "32", "64"]);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(location()).toBe("/app/data-providers/?page=2");
    expect(paginationText()).toBe("Showing 17 to 20 of 20 entries");
    await user.selectOptions(perPage, "8");
    expect(location()).toBe("/app/data-providers/?perPage=8");
    expect(bodyRows()).toHaveLength(8);
    await user.selectOptions(screen.getByRole("combobox", { name: "Page" }), "3");
    expect(paginationText()).toBe("Showing 17 to 20 of 20 entries");
  });

  it("NODES-07 FILTER-04 a page past the end is clamped in the URL", async () => {
    const { location } = await renderNodes("/app/data-providers/?page=9&perPage=8");
    await waitFor(() => expect(location()).toBe("/app/data-providers/?page=3&perPage=8"));
    expect(paginationText()).toBe("Showing 17 to 20 of 20 entries");
  });

  it("NODES-08 CALL-20 nodes come from the api's registry-backed nodes resource, in its order", async () => {
    const { fetchMock } = await renderNodes();
    expect(calledPaths(fetchMock)).toEqual(["/nodes"]);
    expect(shownNames().slice(0, 4)).toEqual([
      "redstone-primary-prod-altair",
      "redstone-primary-prod-vega",
      "redstone-arbitrum-prod-node-4",
      "Independent Signer",
    ]);
  });

  it("NODES-09 description, key and ipAddress are not displayed", async () => {
    const leaky = FIXTURE_NODES.map((item) => ({
      ...item,
      description: "SECRET-DESCRIPTION",
      ipAddress: "10.1.2.3",
      key: "PUBLIC-KEY-XYZ",
    }));
    await renderNodes("/app/data-providers/", { nodes: leaky });
    const text = document.body.textContent ?? "";
    expect(text).not.toContain("SECRET-DESCRIPTION");
    expect(text).not.toContain("10.1.2.3");
    expect(text).not.toContain("PUBLIC-KEY-XYZ");
    expect(bodyRows()).toHaveLength(16);
  });

  it("a failed load keeps the page with a notice, and Retry loads the nodes", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({ "/nodes": () => (fail ? upstreamFailed("registry") : nodesView()) });
    renderApp("/app/data-providers/");
    expect(
      await screen.findByText("The production nodes are unavailable right now.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Production Nodes");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(16));
  }, 12_000);
});
