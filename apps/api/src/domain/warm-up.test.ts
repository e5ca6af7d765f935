import { describe, expect, it, vi } from "vitest";
import { useApiHarness } from "../test/use-api-harness.ts";
import { variantApp } from "../test/variant-app.ts";
import { warmUp } from "./warm-up.ts";

const h = useApiHarness(["registry"]);

describe("api warm-up", () => {
  it("CALL-01 reads the ordered providers, then the symbol details, then the providers, one after another", async () => {
    const { context } = variantApp(h.devnetUrl, { timeoutMs: 2_000 });
    const order: string[] = [];
    const upstreams = context.upstreams;
    const track =
      <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        order.push(`${name}:start`);
        const result = await call(...args);
        order.push(`${name}:end`);
        return result;
      };
    upstreams.aggregator.coinsList = track("coins", upstreams.aggregator.coinsList);
    upstreams.registry = track("registry", upstreams.registry);
    const manifest = upstreams.manifest;
    upstreams.manifest = track("manifest", manifest);
    expect(await warmUp(context)).toEqual(["ordered providers", "symbol details", "providers"]);
    const firstManifest = order.indexOf("manifest:start");
    expect(order.indexOf("coins:end")).toBeLessThan(firstManifest);
    expect(order.lastIndexOf("manifest:end")).toBeLessThan(order.indexOf("registry:start"));
  });

  it("CALL-01 a step that fails is logged and the warm-up goes on", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { context } = variantApp(h.devnetUrl, { timeoutMs: 2_000 });
    const registry = vi.fn(async () => {
      throw new Error("registry down");
    });
    context.upstreams.registry = registry;
    try {
      expect(await warmUp(context)).toEqual(["ordered providers", "symbol details"]);
      expect(registry).toHaveBeenCalledOnce();
      expect(warn).toHaveBeenCalledWith("api: warm-up: providers not loaded: registry down");
    } finally {
      warn.mockRestore();
    }
  });
});
