import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { feedsListView, incidentsView, statusView } from "@oracle-explorer/core/api-views";
import { type Incident, incidentId, SEVERITY_OF } from "@oracle-explorer/core/history";
import { openStore, type Store, writeIncidents } from "@oracle-explorer/store";
import { parseFeed } from "@rowanmanning/feed-parser";
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useApiHarness } from "../../test/use-api-harness.ts";
import { variantApp } from "../../test/variant-app.ts";

const h = useApiHarness([]);
const MIN = 60_000;

/** Strict XML 1.0 well-formedness, namespaces included: any error throws. */
function wellFormed(xml: string): { root: string; namespace: string } {
  const parser = new SaxesParser({ xmlns: true });
  let root: { name: string; uri: string } | null = null;
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    root ??= { name: tag.local, uri: tag.uri };
  });
  parser.write(xml).close();
  if (!root) throw new Error("no root element");
  const { name, uri } = root as { name: string; uri: string };
  return { root: name, namespace: uri };
}

/**
 * The incidents, status and Atom resources over a store the test fills by hand (the indexer's
 * derivation is tested in core and apps/indexer): a devnet feed stale now, a node's ended miss.
 */
describe("incidents, status and their Atom feeds", () => {
  let dir: string;
  let store: Store;
  let api: ReturnType<typeof variantApp>;
  let feedSubject: string;
  let nodeSubject: string;
  let stale: Incident;
  let missed: Incident;
  const now = Date.now();
  /** The api's clock: moved past the record's 10 s cache to see a change. */
  let offset = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "api-incidents-"));
    const url = `sqlite:${join(dir, "history.sqlite")}`;
    store = (await openStore(url, { writer: true })) as Store;
    api = variantApp(h.devnetUrl, { storeUrl: url, now: () => Date.now() + offset });
    const list = feedsListView.parse(await h.json("/api/v1/feeds"));
    const feed = list.feeds[0];
    if (!feed) throw new Error("the devnet lists no feed");
    const nodes = (await h.json("/api/v1/nodes")) as { nodes: { evmAddress: string; name: string }[] };
    const node = nodes.nodes[0];
    if (!node) throw new Error("the devnet lists no node");
    feedSubject = `feed:${feed.layerId}/${feed.feed}`;
    nodeSubject = `node:${node.evmAddress.toLowerCase()}`;
    const base = { serviceId: "redstone-primary-prod", network: String(feed.network.id) };
    stale = {
      id: incidentId("feed-stale", feedSubject, now - 30 * MIN),
      kind: "feed-stale",
      severity: SEVERITY_OF["feed-stale"],
      subject: feedSubject,
      ...base,
      startedAt: now - 30 * MIN,
      endedAt: null,
      detail: { lastUpdateAt: now - 90 * MIN, heartbeatMs: 60 * MIN },
    };
    missed = {
      id: incidentId("node-missing", nodeSubject, now - 20 * MIN),
      kind: "node-missing",
      severity: SEVERITY_OF["node-missing"],
      subject: nodeSubject,
      ...base,
      network: null,
      startedAt: now - 20 * MIN,
      endedAt: now - 19 * MIN,
      detail: { rounds: 6, missed: 6, late: 0 },
    };
    await writeIncidents(store.db, [stale, missed], now - MIN);
  });
  afterAll(async () => {
    await api.context.history.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string) => api.request(path);

  it("INCIDENT-API-01 the network's incidents: newest first, each with its subject's name, page and a sentence", async () => {
    const body = incidentsView.parse(await (await get("/api/v1/incidents")).json());
    expect(body.incidents.map((incident) => incident.id)).toEqual([missed.id, stale.id]);
    const feedIncident = body.incidents[1];
    expect(feedIncident).toMatchObject({
      severity: "major",
      endedAt: null,
      href: expect.stringMatching(/^\/app\/feeds\//),
    });
    expect(feedIncident?.title).toMatch(/ on .+ went stale$/);
    expect(feedIncident?.summary).toMatch(/overdue \(heartbeat 1 h\) for 30 min so far/);
    expect(body.subjects).toEqual([]);
  });

  it("INCIDENT-API-02 a watchlist's ids: known ones resolved with what is wrong now, unknown kept as unknown, malformed set apart, the list capped", async () => {
    const ids = [
      feedSubject,
      nodeSubject,
      "node:0x0000000000000000000000000000000000000001",
      "bogus",
      feedSubject,
    ];
    const body = incidentsView.parse(
      await (await get(`/api/v1/incidents?ids=${ids.map(encodeURIComponent).join(",")}`)).json(),
    );
    expect(
      body.subjects.map((subject) => [subject.id, subject.known, subject.ongoing, subject.worst]),
    ).toEqual([
      [feedSubject, true, 1, "major"],
      [nodeSubject, true, 0, null],
      ["node:0x0000000000000000000000000000000000000001", false, 0, null],
    ]);
    expect(body.malformed).toEqual(["bogus"]);
    expect(body.incidents).toHaveLength(2);
    const many = Array.from({ length: 1_000 }, (_, n) => `token:T${n}`).join(",");
    const clamped = incidentsView.parse(await (await get(`/api/v1/incidents?ids=${many}`)).json());
    expect(clamped.clamped).toEqual({ given: 1_000, kept: 100 });
    expect(clamped.subjects).toHaveLength(100);
    expect(clamped.subjects.every((subject) => !subject.known)).toBe(true);
    const bad = await get("/api/v1/incidents?limit=100000");
    expect(bad.status).toBe(400);
  });

  it("INCIDENT-API-03 the status: degraded by the major incident ongoing, one stale feed, a strip per service and chain", async () => {
    const body = statusView.parse(await (await get("/api/v1/status")).json());
    expect(body.state).toBe("degraded");
    expect(body.ongoing.map((incident) => incident.id)).toEqual([stale.id]);
    expect(body.feeds.stale).toBe(1);
    expect(body.feeds.total).toBeGreaterThan(1);
    expect(body.days).toHaveLength(7);
    const service = body.serviceStrips.find((strip) => strip.id === "service:redstone-primary-prod");
    expect(service?.days.at(-1)).toMatchObject({ worst: "major", incidents: 2 });
    const chain = body.networkStrips.find((strip) => strip.id === `network:${stale.network}`);
    expect(chain?.days.at(-1)).toMatchObject({ worst: "major", incidents: 1 });
    expect(body.recentTotal).toBe(2);
  });

  it("INCIDENT-API-04 the Atom feed is well-formed Atom 1.0 a feed reader parses, with stable entry ids and absolute links", async () => {
    const path = `/api/v1/incidents.atom?ids=${encodeURIComponent(feedSubject)}`;
    const response = await get(path);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    expect(wellFormed(xml)).toEqual({ root: "feed", namespace: "http://www.w3.org/2005/Atom" });
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toMatch(/^Incidents: .+ on /);
    expect(feed.items).toHaveLength(1);
    const [item] = feed.items;
    expect(item?.title).toMatch(/^\[Ongoing\] .+ went stale$/);
    expect(item?.id).toMatch(/^tag:localhost,2026:incident%3Afeed-stale/);
    expect(item?.url).toMatch(/^http:\/\/localhost\/app\/feeds\//);
    // The same incident ended: the same entry id, updated, now titled ended.
    await writeIncidents(store.db, [{ ...stale, endedAt: now }], now);
    offset += 11_000;
    // Past its 10 s the cached answer is served once more while it is read again (as every
    // cached resource of the api): the next reader gets the end.
    let again = parseFeed(await (await get(path)).text());
    await expect
      .poll(async () => {
        again = parseFeed(await (await get(path)).text());
        return again.items[0]?.title;
      })
      .toMatch(/^\[Ended\] /);
    expect(again.items[0]?.id).toBe(item?.id);
    expect(again.items[0]?.updated?.getTime()).toBe(now);
    // The whole network's feed, and a conditional request answered 304.
    const network = await get("/api/v1/incidents.atom");
    expect(parseFeed(await network.text()).items).toHaveLength(2);
    const etag = network.headers.get("etag") ?? "";
    expect((await api.request("/api/v1/incidents.atom", { headers: { "if-none-match": etag } })).status).toBe(
      304,
    );
  });

  it("INCIDENT-API-05 hostile ids in an Atom URL: escaped, cut to the cap and said in the subtitle, never a broken document", async () => {
    const hostile = [
      "token:<script>&amp;",
      "feed:x/\u0001y",
      ...Array.from({ length: 150 }, (_, n) => `token:T${n}`),
    ];
    const xml = await (
      await get(`/api/v1/incidents.atom?ids=${hostile.map(encodeURIComponent).join(",")}`)
    ).text();
    expect(wellFormed(xml).root).toBe("feed");
    const feed = parseFeed(xml);
    expect(feed.description).toMatch(/Only the first 100 of 151 ids are followed \(at most 100\)/);
    // The control character cannot travel in XML: the id is named without it.
    expect(feed.description).toMatch(/Ids not understood, left out: feed:x\/y\./);
    // Escaped in the XML; a reader shows it as text (this one also decodes the "&amp;" it carried).
    expect(feed.description).toMatch(
      /Not on this network: token:<script>&, token:T0, .*token:T8 and 90 more\./,
    );
  });
});
