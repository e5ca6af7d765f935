import type { FeedsListView, IncidentsView, IncidentView } from "@oracle-explorer/core/api-views";
import { appPaths, feedHref } from "@oracle-explorer/core/app-routes";
import type { APIRequestContext } from "@playwright/test";
import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test } from "./fixtures.ts";
import { devnetUrl } from "./support/faults.ts";

/**
 * Issue 29 on the devnet: a push feed the local relayer stops writing (the devnet's per-feed
 * admin: its heartbeat shortened to 30 s, then the relayer stalled for it) goes stale; the
 * indexer records the incident, the status page and the feed's Atom feed show it; written again,
 * the incident ends on both.
 */

interface Stallable {
  layerId: string;
  feedId: string;
}

async function feedAdmin(baseURL: string | undefined, method: "GET" | "PUT" | "DELETE", body?: object) {
  const response = await fetch(`${devnetUrl(baseURL)}/__admin/feeds`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `the devnet's feed admin answers ${method}`).toBe(200);
  return (await response.json()) as { stallable: Stallable | null };
}

async function feedIncidents(request: APIRequestContext, subject: string): Promise<IncidentView[]> {
  const response = await request.get(`/api/v1/incidents?ids=${encodeURIComponent(subject)}&limit=20`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as IncidentsView).incidents;
}

test.describe("network status: incidents", () => {
  test("a feed the relayer stops writing goes stale on the status page and in its Atom feed, and ends when it is written again", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const { stallable: named } = await feedAdmin(baseURL, "GET");
    if (!named) throw new Error("the devnet names no feed it can hold back");
    const stallable = { layerId: named.layerId, feedId: named.feedId };
    const subject = `feed:${stallable.layerId}/${stallable.feedId}`;
    const atomPath = `/api/v1/incidents.atom?ids=${encodeURIComponent(subject)}`;
    try {
      // A 30 s heartbeat: the relayer writes the feed every 30 s from now (the indexer and the api
      // read the served relayer schema again within seconds in this stack).
      await feedAdmin(baseURL, "PUT", { ...stallable, heartbeatMs: 30_000 });
      await page.waitForTimeout(35_000);
      const stalledAt = Date.now();
      await feedAdmin(baseURL, "PUT", { ...stallable, stalled: true });

      // Its last write was at most 30 s before the stall: stale from then + 30 s, declared past
      // the 60 s grace, found by the indexer's next pass.
      let incident: IncidentView | undefined;
      await expect
        .poll(
          async () => {
            incident = (await feedIncidents(request, subject)).find(
              (candidate) =>
                candidate.kind === "feed-stale" &&
                candidate.endedAt === null &&
                candidate.startedAt >= stalledAt - 5_000,
            );
            return incident?.id ?? null;
          },
          { timeout: 150_000, intervals: [5_000] },
        )
        .not.toBeNull();
      const found = incident as IncidentView;
      expect(found.title).toMatch(/went stale$/);

      await page.goto("/app/status/");
      const ongoing = page.getByRole("region", { name: /ongoing/i });
      await expect(async () => {
        await page.reload();
        await expect(ongoing.getByRole("link", { name: found.subjectName }).first()).toBeVisible({
          timeout: 5_000,
        });
      }).toPass({ timeout: 60_000 });
      await expect(page.getByText(/feeds? stale/i).first()).toBeVisible();

      const atomOngoing = parseFeed(await (await request.get(atomPath)).text());
      const entry = atomOngoing.items.find((item) => item.id?.includes(encodeURIComponent(found.id)));
      expect(entry?.title).toBe(`[Ongoing] ${found.title}`);

      // Written again: the relayer finds it overdue and writes it at once; the incident ends.
      await feedAdmin(baseURL, "PUT", { ...stallable, stalled: false });
      await expect
        .poll(
          async () => (await feedIncidents(request, subject)).find((i) => i.id === found.id)?.endedAt ?? null,
          {
            timeout: 60_000,
            intervals: [3_000],
          },
        )
        .not.toBeNull();

      await expect(async () => {
        const atom = parseFeed(await (await request.get(atomPath)).text());
        expect(atom.items.find((item) => item.id === entry?.id)?.title).toBe(`[Ended] ${found.title}`);
      }).toPass({ timeout: 30_000 });
      await expect(async () => {
        await page.reload();
        await expect(ongoing.getByRole("link", { name: found.subjectName })).toHaveCount(0, {
          timeout: 5_000,
        });
      }).toPass({ timeout: 60_000 });
    } finally {
      await feedAdmin(baseURL, "DELETE");
    }
  });

  test("a feed and a node starred on their pages are in the watchlist after a reload, with the Atom feed of their incidents", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const feeds = (await (await request.get("/api/v1/feeds")).json()) as FeedsListView;
    const feed = feeds.feeds[0];
    const nodes = (await (await request.get("/api/v1/nodes")).json()) as {
      nodes: { name: string; evmAddress: string | false }[];
    };
    const node = nodes.nodes.find((candidate) => typeof candidate.evmAddress === "string");
    if (!feed || !node) throw new Error("the devnet lists no feed or no node with a key");
    const feedName = `${feed.feed} on ${feed.network.name}`;

    await page.goto(feedHref(feed));
    const feedStar = page.getByRole("button", { name: `Add ${feedName} to watchlist` });
    await feedStar.click();
    await expect(page.getByRole("button", { name: `Remove ${feedName} from watchlist` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto(appPaths.dataProvider(node.evmAddress as string));
    await page.getByRole("button", { name: new RegExp(`^Add ${node.name}.* to watchlist$`) }).click();
    // Kept in this browser: a reload still shows both starred.
    await page.reload();
    await expect(
      page.getByRole("button", { name: new RegExp(`^Remove ${node.name}.* from watchlist$`) }),
    ).toHaveAttribute("aria-pressed", "true");

    await page.goto(appPaths.watchlist);
    const table = page.getByRole("table", { name: /^Watched items/ });
    await expect(table.getByRole("link", { name: feedName })).toBeVisible({ timeout: 15_000 });
    await expect(table.getByRole("link", { name: node.name })).toBeVisible();

    const atom = page.getByRole("link", { name: "Atom feed" });
    const href = (await atom.getAttribute("href")) ?? "";
    const ids = decodeURIComponent(new URL(href, "http://x").searchParams.get("ids") ?? "").split(",");
    expect(ids.sort()).toEqual(
      [`feed:${feed.layerId}/${feed.feed}`, `node:${(node.evmAddress as string).toLowerCase()}`].sort(),
    );
    const response = await request.get(href);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const parsed = parseFeed(await response.text());
    expect(parsed.title).toBe("Incidents of a watchlist (2 items)");
  });
});
