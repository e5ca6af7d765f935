import { describe, expect, it } from "vitest";
import { BUNDLE_WINDOW_MS, createPermawebRoutes, permawebTxId } from "./permaweb.ts";

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const app = createPermawebRoutes(() => NOW);

describe("permaweb gateway replica", () => {
  it("CALL-35 a mined bundle's status names a block whose timestamp (seconds) follows the bundle", async () => {
    const tx = permawebTxId("redstone-primary-prod", NOW - 60 * 60_000);
    expect(tx).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const status = await app.request(`/tx/${tx}/status`);
    expect(status.status).toBe(200);
    const body = (await status.json()) as { block_indep_hash: string; block_height: number };
    expect(body.block_height).toBeGreaterThan(0);
    const block = await app.request(`/block/hash/${body.block_indep_hash}`);
    const { timestamp } = (await block.json()) as { timestamp: number };
    const bundleStart = Math.floor((NOW - 60 * 60_000) / BUNDLE_WINDOW_MS) * BUNDLE_WINDOW_MS;
    expect(timestamp * 1000).toBeGreaterThan(bundleStart + BUNDLE_WINDOW_MS);
    expect(timestamp * 1000).toBeLessThanOrEqual(NOW);
  });

  it("CALL-35 one id per provider and 10-minute bundle", () => {
    const t = NOW - 3 * BUNDLE_WINDOW_MS;
    const start = Math.floor(t / BUNDLE_WINDOW_MS) * BUNDLE_WINDOW_MS;
    expect(permawebTxId("a", start)).toBe(permawebTxId("a", start + BUNDLE_WINDOW_MS - 1));
    expect(permawebTxId("a", start)).not.toBe(permawebTxId("b", start));
    expect(permawebTxId("a", start)).not.toBe(permawebTxId("a", start + BUNDLE_WINDOW_MS));
  });

  it("CALL-35 a bundle not mined yet is 202 Pending; an unknown id or hash is 404", async () => {
    const pending = await app.request(`/tx/${permawebTxId("a", NOW)}/status`);
    expect(pending.status).toBe(202);
    expect(await pending.text()).toBe("Pending");
    expect((await app.request("/tx/not-a-real-id/status")).status).toBe(404);
    expect((await app.request(`/tx/${permawebTxId("a", NOW + 10 * BUNDLE_WINDOW_MS)}/status`)).status).toBe(
      404,
    );
    expect((await app.request("/block/hash/abc")).status).toBe(404);
  });
});
