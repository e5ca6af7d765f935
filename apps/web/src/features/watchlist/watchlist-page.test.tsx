import type { IncidentsView, IncidentView, SubjectStateView } from "@oracle-explorer/core/api-views";
import { MAX_SUBJECTS } from "@oracle-explorer/core/history";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchlistLinkSearch } from "../../lib/watchlist/watchlist-link.ts";
import { replaceWatchlist, watchlistIds } from "../../lib/watchlist/watchlist-store.ts";
import { mockApi } from "../../test/mock-api.ts";
import { nodeView } from "../../test/nodes-fixture.ts";
import { renderApp } from "../../test/render-app.tsx";

/** Sunday 22 Nov 2026, 13:00 UTC. */
const NOW = Date.UTC(2026, 10, 22, 13, 0, 0);
const DAY = 86_400_000;

const FEED = "feed:ethereumMultiFeed/BTC";
const NODE = "node:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const GONE = "node:0x000000000000000000000000000000000000dead";

const subject = (id: string, extra: Partial<SubjectStateView> = {}): SubjectStateView => ({
  id,
  type: id.slice(0, id.indexOf(":")) as SubjectStateView["type"],
  known: true,
  name: id,
  href: null,
  ongoing: 0,
  worst: null,
  ...extra,
});

const incident = (extra: Partial<IncidentView> & Pick<IncidentView, "id" | "title">): IncidentView => ({
  kind: "feed-stale",
  severity: "major",
  subject: FEED,
  subjectName: "BTC on Ethereum",
  href: "/app/feeds/ethereum-mainnet/btc/",
  serviceId: "redstone-primary-prod",
  network: "1",
  networkName: "Ethereum",
  summary: "No update for 1 h 12 min after its 1 h heartbeat.",
  startedAt: NOW - 2 * 3_600_000,
  endedAt: null,
  recordedAt: NOW - 2 * 3_600_000,
  updatedAt: NOW - 60_000,
  ...extra,
});

const ANSWER: IncidentsView = {
  subjects: [
    subject("token:ETH", { name: "ETH", href: "/app/token/ETH/" }),
    subject(FEED, {
      name: "BTC on Ethereum",
      href: "/app/feeds/ethereum-mainnet/btc/",
      ongoing: 2,
      worst: "major",
    }),
    subject(GONE, { known: false, name: "0x000000000000000000000000000000000000dead" }),
  ],
  incidents: [
    incident({ id: "a", title: "BTC on Ethereum went stale" }),
    incident({
      id: "b",
      title: "BTC on Ethereum updated past its threshold",
      kind: "feed-deviation",
      severity: "minor",
      startedAt: NOW - 2 * DAY,
      endedAt: NOW - 2 * DAY + 600_000,
    }),
  ],
  clamped: null,
  malformed: [],
  recordFrom: NOW - 30 * DAY,
  generatedAt: NOW,
};

const storeDown = () =>
  Response.json(
    {
      error: "upstream_failed",
      message: "history store is down",
      upstream: "history store",
      failure: "down",
    },
    { status: 503 },
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderWatchlist(url = "/app/watchlist/") {
  const app = renderApp(url);
  await screen.findByRole("heading", { level: 1, name: "Watchlist" });
  return app;
}

const row = (id: string) => {
  const found = document.querySelector(`tr[data-subject="${id}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no row for ${id}`);
  return within(found);
};

describe("the watchlist page (issue 29)", { timeout: 15_000 }, () => {
  it("shows each starred id with its name, link and health now; an unknown id stays, said unknown", async () => {
    replaceWatchlist(["token:ETH", FEED, GONE]);
    const log = mockApi({ "/incidents": ANSWER });
    await renderWatchlist();
    await waitFor(() => expect(row("token:ETH").getByText("OK")).toBeInTheDocument());
    expect(row("token:ETH").getByRole("link", { name: "ETH" })).toHaveAttribute("href", "/app/token/ETH/");
    expect(row(FEED).getByRole("link", { name: "BTC on Ethereum" })).toHaveAttribute(
      "href",
      "/app/feeds/ethereum-mainnet/btc/",
    );
    expect(row(FEED).getByText("2 ongoing, worst major")).toBeInTheDocument();
    expect(row(GONE).getByText("Unknown id: not on this network")).toBeInTheDocument();
    expect(row(GONE).queryByRole("link")).toBeNull();
    // Each row's star is pressed, and unstars its item.
    expect(row(FEED).getByRole("button", { name: "Remove BTC on Ethereum from watchlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // One request names exactly the watched ids, from the UTC day 6 days before today.
    const asked = new URL(log.mock.calls[0]?.[0] ?? "", "http://localhost");
    expect(asked.pathname).toBe("/api/v1/incidents");
    expect(asked.searchParams.get("ids")).toBe(["token:ETH", FEED, GONE].join(","));
    expect(Number(asked.searchParams.get("from"))).toBe(Date.UTC(2026, 10, 16));
  });

  it("lists the watched items' recent incidents: the ongoing one first, then by day", async () => {
    replaceWatchlist(["token:ETH", FEED]);
    mockApi({ "/incidents": ANSWER });
    await renderWatchlist();
    const section = await screen.findByRole("region", { name: "Recent incidents" });
    expect(await within(section).findByRole("list", { name: "Ongoing incidents" })).toHaveTextContent(
      "BTC on Ethereum went stale",
    );
    expect(within(section).getByRole("link", { name: "BTC on Ethereum went stale" })).toHaveAttribute(
      "href",
      "/app/feeds/ethereum-mainnet/btc/",
    );
  });

  it("unstarring on the page takes the row away, leaves the rest and keeps the keyboard's place", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    replaceWatchlist(["token:ETH", FEED]);
    mockApi({ "/incidents": ANSWER });
    await renderWatchlist();
    const star = await screen.findByRole("button", { name: "Remove ETH from watchlist" });
    star.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.querySelector('tr[data-subject="token:ETH"]')).toBeNull());
    expect(watchlistIds()).toEqual([FEED]);
    expect(row(FEED).getByText("2 ongoing, worst major")).toBeInTheDocument();
    // The focus goes to the star now in the row's place, and the removal is said.
    expect(row(FEED).getByRole("button", { name: "Remove BTC on Ethereum from watchlist" })).toHaveFocus();
    expect(screen.getByText("ETH removed from your watchlist.")).toHaveAttribute("role", "status");
  });

  it("a record that cannot be read (503) says so in a sentence; the stars stay, with their links, without health", async () => {
    replaceWatchlist(["token:ETH", NODE]);
    mockApi({
      "/incidents": storeDown,
      "/nodes": { nodes: [nodeView("redstone-primary-prod-altair", "redstone-primary-prod", NODE.slice(5))] },
    });
    await renderWatchlist();
    expect(
      await screen.findByText(
        /The history store is unavailable right now, so your watched items' health and incidents cannot be shown\..*Your stars and their links are below\./,
        {},
        // After the query's two retries.
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(row("token:ETH").getByRole("link", { name: "ETH" })).toHaveAttribute("href", "/app/token/ETH/");
    expect(row("token:ETH").getByText("Unavailable")).toBeInTheDocument();
    // The node's name comes from the nodes list the app reads anyway.
    expect(await row(NODE).findByRole("link", { name: "redstone-primary-prod-altair" })).toHaveAttribute(
      "href",
      "/app/data-providers/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266/",
    );
    expect(screen.queryByRole("region", { name: "Recent incidents" })).toBeNull();
  });

  it("a store with no record yet says so, and never calls a watched item OK", async () => {
    replaceWatchlist(["token:ETH"]);
    mockApi({ "/incidents": { ...ANSWER, incidents: [], recordFrom: null } });
    await renderWatchlist();
    expect(await row("token:ETH").findByText("Nothing recorded yet")).toBeInTheDocument();
    expect(screen.getByText(/the indexer has not recorded the network/)).toBeInTheDocument();
  });

  it("empty, it explains how to star things and asks the api nothing", async () => {
    const log = mockApi({});
    await renderWatchlist();
    const empty = screen.getByRole("region", { name: "Your watchlist is empty" });
    expect(empty).toHaveTextContent("Nothing watched yet");
    expect(empty).toHaveTextContent(/Press the star beside a token, a push feed, a node or a network/);
    expect(within(empty).getByRole("link", { name: "Push Model" })).toHaveAttribute("href", "/app/feeds/");
    expect(log).not.toHaveBeenCalled();
  });

  it("offers the watchlist as a link to copy, and its Atom feed with how to use it", async () => {
    replaceWatchlist(["token:ETH", FEED]);
    mockApi({ "/incidents": ANSWER });
    await renderWatchlist();
    const share = screen.getByRole("region", { name: "Share / move to another device" });
    expect(within(share).getByRole("textbox", { name: "Link to this watchlist" })).toHaveValue(
      `http://localhost:3000/app/watchlist/?ids=token%3AETH,feed%3AethereumMultiFeed%2FBTC`,
    );
    expect(within(share).getByRole("button", { name: "Copy link to this watchlist" })).toBeInTheDocument();
    const atom = screen.getByRole("region", { name: "Follow in a feed reader" });
    expect(within(atom).getByRole("link", { name: /Atom feed/ })).toHaveAttribute(
      "href",
      "/api/v1/incidents.atom?ids=token%3AETH%2Cfeed%3AethereumMultiFeed%2FBTC",
    );
    expect(atom).toHaveTextContent(/Paste this link into any feed reader/);
    expect(atom).toHaveTextContent(/copy it again after you star or unstar something/);
  });

  it("a link asks before changing anything; merging adds its new ids after the local ones, and the link leaves the address", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    replaceWatchlist(["token:ETH"]);
    mockApi({ "/incidents": ANSWER });
    const { location } = await renderWatchlist(`/app/watchlist/${watchlistLinkSearch(["token:ETH", FEED])}`);
    const prompt = screen.getByRole("region", { name: "This link holds 2 watched items" });
    expect(prompt).toHaveTextContent(
      "Your watchlist in this browser holds 1 item; 1 of the link's is not in it.",
    );
    expect(watchlistIds()).toEqual(["token:ETH"]);
    await user.click(within(prompt).getByRole("button", { name: "Merge: add 1 new item" }));
    expect(watchlistIds()).toEqual(["token:ETH", FEED]);
    expect(await screen.findByText("Merged: your watchlist now holds 2 items.")).toHaveFocus();
    expect(location()).toBe("/app/watchlist/");
  });

  it("replacing takes the link's ids alone", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    replaceWatchlist(["token:ETH", "token:BTC"]);
    mockApi({ "/incidents": ANSWER });
    await renderWatchlist(`/app/watchlist/${watchlistLinkSearch([FEED])}`);
    await user.click(screen.getByRole("button", { name: "Replace my 2 items with these 1" }));
    expect(watchlistIds()).toEqual([FEED]);
    expect(await screen.findByText("Done: your watchlist now holds 1 item.")).toBeInTheDocument();
  });

  it("ignoring the link keeps the local list as it was", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    replaceWatchlist([FEED]);
    mockApi({ "/incidents": ANSWER });
    await renderWatchlist(`/app/watchlist/${watchlistLinkSearch(["token:SOL"])}`);
    await user.click(screen.getByRole("button", { name: "Keep mine, ignore the link" }));
    expect(watchlistIds()).toEqual([FEED]);
    expect(await screen.findByText("The link was ignored; your watchlist is as it was.")).toBeInTheDocument();
  });

  it(`a link of malformed, repeated and 2,000 ids lists what was not understood and says the cap (${MAX_SUBJECTS})`, async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockApi({ "/incidents": ANSWER });
    const many = Array.from({ length: 2_000 }, (_, i) => `token:T${i}`);
    const ids = ["bogus", "token:T0", "planet:mars", ...many].map(encodeURIComponent).join(",");
    await renderWatchlist(`/app/watchlist/?ids=${ids}`);
    const prompt = screen.getByRole("region", { name: `This link holds ${MAX_SUBJECTS} watched items` });
    expect(prompt).toHaveTextContent(
      `Only the first ${MAX_SUBJECTS} of 2,000 ids were kept: a watchlist holds at most ${MAX_SUBJECTS}.`,
    );
    expect(prompt).toHaveTextContent("2 ids were not understood: bogus, planet:mars.");
    expect(prompt).toHaveTextContent("1 repeated id was counted once.");
    await user.click(
      within(prompt).getByRole("button", { name: `Add ${MAX_SUBJECTS} items to my watchlist` }),
    );
    expect(watchlistIds()).toEqual(many.slice(0, MAX_SUBJECTS));
  });

  it("a link with nothing understood says so and changes nothing", async () => {
    replaceWatchlist(["token:ETH"]);
    mockApi({ "/incidents": ANSWER });
    await renderWatchlist("/app/watchlist/?ids=%3Cscript%3E,,,nope");
    const prompt = screen.getByRole("region", { name: "This link holds no ids this explorer understands" });
    expect(prompt).toHaveTextContent("2 ids were not understood: <script>, nope.");
    expect(within(prompt).queryByRole("button", { name: /Replace|Merge|Add/ })).toBeNull();
    expect(within(prompt).getByRole("button", { name: "Dismiss" })).toBeInTheDocument();
    expect(watchlistIds()).toEqual(["token:ETH"]);
  });
});
