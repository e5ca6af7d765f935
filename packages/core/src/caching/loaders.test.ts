import { describe, expect, it, vi } from "vitest";
import { isEmptyValue, loadOnce, loadUntilNonEmpty } from "./loaders.ts";

describe("loading rules", () => {
  it("DATA-52 manifests are fetched once and then served from cache, concurrent callers sharing the request", async () => {
    const fetchManifests = vi.fn(async () => ({ primary: { tokens: {} } }));
    const manifests = loadOnce(fetchManifests);
    const [a, b] = await Promise.all([manifests(), manifests()]);
    await manifests();
    expect(fetchManifests).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });

  it("DATA-52 a failed fetch is not cached, so the next call tries again", async () => {
    const fetchManifests = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValueOnce("ok");
    const manifests = loadOnce(fetchManifests);
    await expect(manifests()).rejects.toThrow("down");
    await expect(manifests()).resolves.toBe("ok");
    await expect(manifests()).resolves.toBe("ok");
    expect(fetchManifests).toHaveBeenCalledTimes(2);
  });

  it("DATA-53 the relayer schema is fetched only while the cached one is empty", async () => {
    const responses = [
      { standard: {}, multifeed: {}, nonEvm: {} },
      { standard: { eth: { chain: 1 } }, multifeed: {}, nonEvm: {} },
    ];
    const fetchSchema = vi.fn(async () => responses.shift() ?? { standard: {}, multifeed: {}, nonEvm: {} });
    const schema = loadUntilNonEmpty(fetchSchema);
    expect(isEmptyValue(await schema())).toBe(true);
    const filled = await schema();
    expect(Object.keys(filled.standard)).toEqual(["eth"]);
    await schema();
    await schema();
    expect(fetchSchema).toHaveBeenCalledTimes(2);
  });

  it("DATA-53 emptiness looks through nested groups", () => {
    expect(isEmptyValue(null)).toBe(true);
    expect(isEmptyValue({ a: {}, b: [] })).toBe(true);
    expect(isEmptyValue({ a: { x: 1 } })).toBe(false);
    expect(isEmptyValue(0)).toBe(false);
  });
});

describe("reset", () => {
  it("DATA-52 a reset while a request is in flight makes the next caller fetch anew", async () => {
    let release: (value: string) => void = () => {};
    const fetchManifests = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValueOnce("fresh");
    const manifests = loadOnce(fetchManifests);
    const stale = manifests();
    manifests.reset();
    const fresh = manifests();
    release("stale");
    await expect(stale).resolves.toBe("stale");
    await expect(fresh).resolves.toBe("fresh");
    await expect(manifests()).resolves.toBe("fresh");
    expect(fetchManifests).toHaveBeenCalledTimes(2);
  });
});
