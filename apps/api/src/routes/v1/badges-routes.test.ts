import { feedDetailView, tokenDetailView, verificationView } from "@oracle-explorer/core/api-views";
import { FRESHNESS_LABELS, feedFreshness } from "@oracle-explorer/core/feeds";
import { formatAnswer } from "@oracle-explorer/core/format";
import { priceDenomination } from "@oracle-explorer/core/prices";
import { describe, expect, it } from "vitest";
import { BADGE_PALETTES } from "../../domain/badge-svg.ts";
import { allNodes, badgeFills, badgeSides, parseXml, type XmlNode } from "../../test/parse-svg.ts";
import { itAnswersUpstreamFailures } from "../../test/upstream-failures.ts";
import { useApiHarness } from "../../test/use-api-harness.ts";
import { variantApp } from "../../test/variant-app.ts";

const h = useApiHarness(["relayer-schema", "prices", "api", "gateway"]);

const FEED = "/api/v1/badges/feeds/ethereum-mainnet/eth.svg";
const TOKEN = "/api/v1/badges/tokens/ETH.svg";
const JSON_ACCEPT = { headers: { accept: "application/json" } };

/** A badge answer: status, headers, and the SVG parsed strictly (throws when it is not XML). */
async function badge(
  request: (path: string, init?: RequestInit) => Response | Promise<Response>,
  path: string,
) {
  const response = await request(path);
  const text = await response.text();
  expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
  const svg = parseXml(text);
  return { response, text, svg, title: titleOf(svg), sides: badgeSides(svg) };
}

const titleOf = (svg: XmlNode) => svg.children.find((node) => node.name === "title")?.text ?? "";

describe("GET /api/v1/badges/… (issue 30)", () => {
  it("BADGE-05: a feed's badge names the feed and network and says its value, freshness and verified signers as the api's own resources do", async () => {
    const detail = feedDetailView.parse(await h.json("/api/v1/feeds/ethereum-mainnet/eth"));
    const { response, title, sides, svg } = await badge(h.request, FEED);
    expect(response.status).toBe(200);
    const feed = detail.feed;
    expect(sides[0]).toBe(`${feed.feed} · ${feed.network.name}`);
    const [value, freshness, verified] = (sides[1] ?? "").split(" · ");
    expect(value).toBe(formatAnswer(feed.answer, feed.denomination));
    const status = feedFreshness(feed, Date.now()).status;
    expect(freshness).toMatch(new RegExp(`^${FRESHNESS_LABELS[status].toLowerCase()}( |$)`));
    const verification = verificationView.parse(
      await h.json(`/api/v1/tokens/${feed.feed}/verification?service=${detail.dataServiceId}`),
    );
    expect(verified).toBe(`verified ${verification.uniqueSigners}/${verification.registeredNodes}`);
    expect(verification.uniqueSigners).toBeGreaterThan(0);
    expect(title).toBe(`${sides[0]}: ${sides[1]}`);
    // A healthy devnet's feed: fresh or due, not grey.
    expect(badgeFills(svg)[1]).not.toBe(BADGE_PALETTES.light.tones.neutral);
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });

  it("BADGE-06: a token's badge says its latest price as the token page formats it, fresh, and verified N/M", async () => {
    const before = tokenDetailView.parse(await h.json("/api/v1/tokens/ETH"));
    const { response, sides } = await badge(h.request, TOKEN);
    const after = tokenDetailView.parse(await h.json("/api/v1/tokens/ETH"));
    expect(response.status).toBe(200);
    expect(sides[0]).toBe("ETH");
    const formatted = [before, after].map((detail) =>
      formatAnswer(detail.latest?.value, priceDenomination(detail.latest?.provider, detail.denomination)),
    );
    const [value, freshness, verified] = (sides[1] ?? "").split(" · ");
    expect(formatted).toContain(value);
    expect(freshness).toBe("fresh <2 min");
    expect(verified).toMatch(/^verified [1-9]\d*\/[1-9]\d*$/);
  });

  it("BADGE-07: an unknown feed or token is a 404 badge saying not found, still a valid SVG; JSON clients get ApiError", async () => {
    const feed = await badge(h.request, "/api/v1/badges/feeds/ethereum-mainnet/no-such-feed.svg");
    expect(feed.response.status).toBe(404);
    expect(feed.sides).toEqual(["unknown feed", "not found"]);
    const token = await badge(h.request, "/api/v1/badges/tokens/NO-SUCH-TOKEN.svg");
    expect(token.response.status).toBe(404);
    expect(token.sides).toEqual(["unknown token", "not found"]);
    const json = await h.request("/api/v1/badges/tokens/NO-SUCH-TOKEN.svg", JSON_ACCEPT);
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: "not_found", message: 'No token "NO-SUCH-TOKEN"' });
  });

  it("BADGE-07: hostile ids are never echoed on the 404 badge, which stays well-formed", async () => {
    const hostile = `<script>alert(1)</script>&"'\u0000]]>`;
    const token = await badge(h.request, `/api/v1/badges/tokens/${encodeURIComponent(hostile)}.svg`);
    expect(token.response.status).toBe(404);
    expect(token.sides).toEqual(["unknown token", "not found"]);
    expect(allNodes(token.svg).some((node) => node.name === "script")).toBe(false);
    const feed = await badge(
      h.request,
      `/api/v1/badges/feeds/${encodeURIComponent('"><svg onload=alert(1)>')}/${encodeURIComponent("<x>")}.svg`,
    );
    expect(feed.response.status).toBe(404);
    expect(feed.sides).toEqual(["unknown feed", "not found"]);
    // A file that is no .svg, an id past the limit, an unknown theme: a 400 badge, still an image.
    for (const path of [
      "/api/v1/badges/tokens/ETH.png",
      `/api/v1/badges/tokens/${"A".repeat(300)}.svg`,
      `${TOKEN}?theme=${encodeURIComponent("<blue>")}`,
    ]) {
      const invalid = await badge(h.request, path);
      expect(invalid.response.status, path).toBe(400);
      expect(invalid.sides[0]).toBe("badge");
    }
  });

  it("BADGE-08: Cache-Control follows the data's freshness, with an ETag answered 304 on revalidation", async () => {
    const first = await badge(h.request, FEED);
    const etag = first.response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    const maxAge = Number(
      /^public, max-age=(\d+)$/.exec(first.response.headers.get("cache-control") ?? "")?.[1],
    );
    // No longer than the api keeps the relayed values (10 s).
    expect(maxAge).toBeGreaterThanOrEqual(1);
    expect(maxAge).toBeLessThanOrEqual(10);
    const again = await h.request(FEED, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const other = await h.request(FEED, { headers: { "if-none-match": 'W/"something-else"' } });
    expect(other.status).toBe(200);
    // A token's price is kept 2 s by the api.
    const token = await h.request(TOKEN);
    expect(token.headers.get("cache-control")).toBe("public, max-age=2");
  });

  it("BADGE-09: ?theme=dark draws other colours, with the same words", async () => {
    const light = await badge(h.request, TOKEN);
    const dark = await badge(h.request, `${TOKEN}?theme=dark`);
    expect(dark.response.status).toBe(200);
    expect(dark.sides[0]).toBe(light.sides[0]);
    const [lightLabel, lightMessage] = badgeFills(light.svg);
    const [darkLabel, darkMessage] = badgeFills(dark.svg);
    expect(darkLabel).toBe(BADGE_PALETTES.dark.label);
    expect(darkLabel).not.toBe(lightLabel);
    expect(darkMessage).not.toBe(lightMessage);
    expect(dark.response.headers.get("etag")).not.toBe(light.response.headers.get("etag"));
  });

  it("BADGE-10: the relayer schema down with nothing cached: a 502 badge saying the value is unavailable, never an HTML error", async () => {
    const api = variantApp(h.devnetUrl, { timeoutMs: 1_000 });
    await h.fault("relayer-schema", "error");
    const failed = await badge(api.request, FEED);
    expect(failed.response.status).toBe(502);
    expect(failed.sides).toEqual(["eth · ethereum-mainnet", "value unavailable"]);
    expect(failed.response.headers.get("cache-control")).toBe("public, max-age=5");
  });

  it("BADGE-10: prices down: the token's badge still answers, its value unavailable, kept briefly", async () => {
    const api = variantApp(h.devnetUrl, { timeoutMs: 1_000 });
    await h.fault("prices", "error");
    await h.fault("api", "error");
    const failed = await badge(api.request, TOKEN);
    expect(failed.response.status).toBe(200);
    expect(failed.sides[0]).toBe("ETH");
    expect(failed.sides[1]).toMatch(/^value unavailable( · verified \d+\/\d+)?$/);
    expect(badgeFills(failed.svg)[1]).toBe(BADGE_PALETTES.light.tones.neutral);
    expect(
      Number(/max-age=(\d+)/.exec(failed.response.headers.get("cache-control") ?? "")?.[1]),
    ).toBeLessThanOrEqual(5);
  });

  it("BADGE-11: the gateway down: the feed's badge keeps its value and leaves verification out", async () => {
    const api = variantApp(h.devnetUrl, { timeoutMs: 1_000 });
    await h.fault("gateway", "error");
    const { response, sides } = await badge(api.request, FEED);
    expect(response.status).toBe(200);
    expect(sides[1]).not.toMatch(/verified/);
    expect(sides[1]).not.toMatch(/unavailable/);
  });

  it("BADGE-11: verification is one gateway read per feed and 30 s however many badges are asked", async () => {
    const api = variantApp(h.devnetUrl);
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.request(FEED)));
    for (const answer of answers) expect(answer.status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await api.request(`${FEED}?theme=dark`)).status).toBe(200);
    // The token ETH is the same feed of the same service: it shares the count.
    expect((await api.request(TOKEN)).status).toBe(200);
    expect(api.context.cache.loads.get("badge-verified")).toBe(1);
    expect(api.context.cache.loads.get("gateway-packages")).toBe(1);
  });

  itAnswersUpstreamFailures(
    "JSON clients: relayer schema $mode, nothing cached: the ApiError $status",
    () => h,
    {
      endpoint: "relayer-schema",
      upstream: "relayer schema",
      path: FEED,
      api: () => {
        const api = variantApp(h.devnetUrl, { timeoutMs: 1_000 });
        return { request: (path: string) => api.request(path, JSON_ACCEPT) };
      },
    },
  );

  it("BADGE-12: the OpenAPI document lists both badges as image/svg+xml, their errors as badges or ApiError", async () => {
    const doc = (await h.json("/api/v1/openapi.json")) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    for (const path of ["/badges/feeds/{network}/{file}", "/badges/tokens/{file}"]) {
      const responses = doc.paths[path]?.get?.responses ?? {};
      expect(Object.keys(responses[200]?.content ?? {}), path).toEqual(["image/svg+xml"]);
      for (const status of ["400", "404", "502", "504"])
        expect(Object.keys(responses[status]?.content ?? {}).sort(), `${path} ${status}`).toEqual([
          "application/json",
          "image/svg+xml",
        ]);
    }
  });
});
