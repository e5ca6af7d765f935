import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POLICIES } from "../../cache-policies.ts";
import { type ApiHarness, startApiWithDevnet } from "../../test/devnet-harness.ts";

let api: ApiHarness;
let clock = Date.now();

beforeAll(async () => {
  api = await startApiWithDevnet({ now: () => clock });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const maxAge = async (url: string) => {
  const response = await api.request(url);
  expect(response.status).toBe(200);
  return Number(/max-age=(\d+)/.exec(response.headers.get("cache-control") ?? "")?.[1]);
};

/**
 * A wallet's manual update must reach the single feed page within seconds: a browser may keep a
 * feed's value or history no longer than the api's own copy stays fresh, so the page's refetches
 * after the update are not answered from an older browser copy.
 */
describe("feed answers' browser freshness", () => {
  it("the update history is kept by browsers only as long as the api's copy is fresh (5 s)", async () => {
    expect(POLICIES.onChainUpdates.ttlMs).toBe(5_000);
    const url = "/api/v1/feeds/ethereum-mainnet/eth/updates?chart=false&limit=1";
    expect(await maxAge(url)).toBe(5);
    clock += 3_000;
    expect(await maxAge(url)).toBe(2);
    clock += 3_000;
    // Stale: served once while it is read again, for one second.
    expect(await maxAge(url)).toBe(1);
  });

  it("a feed's value is kept by browsers only as long as the api's rows are fresh", async () => {
    const url = "/api/v1/feeds/ethereum-mainnet/eth";
    const first = await maxAge(url);
    expect(first).toBeLessThanOrEqual(POLICIES.feedsAnswers.ttlMs / 1000);
    clock += POLICIES.feedsAnswers.ttlMs - 2_000;
    expect(await maxAge(url)).toBeLessThanOrEqual(2);
  });
});
