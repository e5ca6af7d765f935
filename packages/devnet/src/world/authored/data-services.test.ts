import { DATA_SERVICE_SUFFIXES } from "@oracle-explorer/core/constants";
import { bytesToHex } from "viem";
import { mnemonicToAccount, privateKeyToAddress } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { DEV_MNEMONIC } from "../dev-keys.ts";
import { createAuthoredWorld, PRIMARY_PROD_KEY_INDICES } from "./create-authored-world.ts";

const world = createAuthoredWorld({ seed: 1, productId: "acme", referenceTime: Date.UTC(2025, 5, 1) });
const nodes = world.dataServices.flatMap((service) => service.nodes);
const service = (suffix: string) => {
  const found = world.dataServices.find((candidate) => candidate.id === `acme-${suffix}`);
  if (!found) throw new Error(`no ${suffix} service`);
  return found;
};

describe("authored data services", () => {
  it("CONST-35 has the four services, prefixed with the product id, under their manifest names", () => {
    expect(world.dataServices.map((s) => s.id)).toEqual(
      DATA_SERVICE_SUFFIXES.map((suffix) => `acme-${suffix}`),
    );
    expect(world.dataServices.map((s) => s.manifestName)).toEqual([
      "primary",
      "avalanche",
      "arbitrum",
      "main",
    ]);
    for (const s of world.dataServices) expect(s.interval).toBe(10_000);
  });

  it("each service has 3 to 8 nodes, registered under unique keys", () => {
    for (const s of world.dataServices) {
      expect(s.nodes.length, s.id).toBeGreaterThanOrEqual(3);
      expect(s.nodes.length, s.id).toBeLessThanOrEqual(8);
      for (const node of s.nodes) expect(node.dataServiceId).toBe(s.id);
    }
    expect(new Set(nodes.map((node) => node.key)).size).toBe(nodes.length);
  });

  it("DATA-13 exactly one node in the world has no address and no key", () => {
    const keyless = nodes.filter((node) => node.evmAddress === null);
    expect(keyless).toHaveLength(1);
    expect(keyless[0]?.privateKey).toBeNull();
    expect(nodes.filter((node) => node.privateKey === null)).toHaveLength(1);
  });

  it("primary-prod signs with dev-mnemonic keys 0..4, the ones local adapters authorise", () => {
    const expected = PRIMARY_PROD_KEY_INDICES.map((index) =>
      mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }),
    );
    const prod = service("primary-prod").nodes;
    expect(prod.map((node) => node.evmAddress)).toEqual(expected.map((account) => account.address));
    expect(prod.map((node) => node.privateKey)).toEqual(
      expected.map((account) => bytesToHex(account.getHdKey().privateKey ?? new Uint8Array())),
    );
    // Anvil's first account, so a mismatch in the derivation path shows up here.
    expect(prod[0]?.evmAddress).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
  });

  it("every signing node has a distinct key whose address is its evmAddress", () => {
    const signing = nodes.filter((node) => node.privateKey !== null);
    expect(new Set(signing.map((node) => node.privateKey)).size).toBe(signing.length);
    for (const node of signing) {
      if (!node.privateKey) throw new Error(`${node.name} has no key`);
      expect(privateKeyToAddress(node.privateKey)).toBe(node.evmAddress);
    }
  });

  it("primary-prod lists most tokens, the others subsets in catalogue order", () => {
    const all = world.tokens.map((t) => t.symbol);
    expect(service("primary-prod").tokens.length).toBeGreaterThan(all.length * 0.9);
    for (const s of world.dataServices) {
      const order = s.tokens.map((symbol) => all.indexOf(symbol));
      expect(order.every((index) => index >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    }
    expect(service("avalanche-prod").tokens).toEqual(expect.arrayContaining(["AVAX", "sAVAX", "JOE", "BTC"]));
    expect(service("arbitrum-prod").tokens).toEqual(expect.arrayContaining(["ARB", "GMX", "ETH"]));
    expect(service("avalanche-prod").tokens.length).toBeLessThan(60);
    expect(service("arbitrum-prod").tokens.length).toBeLessThan(60);
  });

  it("token.dataServices mirrors the services' token lists", () => {
    for (const t of world.tokens) {
      const listing = world.dataServices.filter((s) => s.tokens.includes(t.symbol)).map((s) => s.id);
      expect(t.dataServices, t.symbol).toEqual(listing);
    }
  });
});
