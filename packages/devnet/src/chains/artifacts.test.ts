import { readFileSync } from "node:fs";
import { type Abi, type AbiEvent, type AbiFunction, toEventSelector, toFunctionSelector } from "viem";
import { describe, expect, it } from "vitest";
import { artifactText, compileContracts } from "../../scripts/compile-contracts.ts";
import { multiFeedAdapterAbi, priceFeedAbi, priceFeedsAdapterAbi } from "./abi.ts";
import { type ContractName, loadArtifact } from "./artifacts.ts";

const selectorsOf = (abi: Abi): Set<string> =>
  new Set<string>(
    abi.flatMap((item) =>
      item.type === "function"
        ? [toFunctionSelector(item)]
        : item.type === "event"
          ? [toEventSelector(item)]
          : [],
    ),
  );

const outputsOf = (abi: Abi, name: string, selector: string) =>
  abi
    .filter((item): item is AbiFunction => item.type === "function" && item.name === name)
    .find((item) => toFunctionSelector(item) === selector)
    ?.outputs.map((output) => output.type);

describe("contract artifacts", () => {
  it("are reproducible: a fresh solc-js compile gives the checked-in files byte for byte", () => {
    const artifacts = compileContracts();
    expect(artifacts.map((artifact) => artifact.contractName)).toEqual([
      "MultiFeedAdapter",
      "Multicall3",
      "PriceFeed",
      "PriceFeedsAdapter",
    ]);
    for (const artifact of artifacts) {
      const file = new URL(`./artifacts/${artifact.contractName}.json`, import.meta.url);
      expect(artifactText(artifact), artifact.contractName).toBe(readFileSync(file, "utf8"));
    }
  }, 120_000);

  it("hold every function the devnet calls, with the same outputs (typed fragments cannot drift)", () => {
    const pairs: [ContractName, Abi][] = [
      ["PriceFeedsAdapter", priceFeedsAdapterAbi],
      ["MultiFeedAdapter", multiFeedAdapterAbi],
      ["PriceFeed", priceFeedAbi],
    ];
    for (const [name, fragments] of pairs) {
      const { abi } = loadArtifact(name);
      const selectors = selectorsOf(abi);
      for (const item of fragments) {
        if (item.type === "event") {
          expect(selectors.has(toEventSelector(item as AbiEvent)), `${name} event ${item.name}`).toBe(true);
          continue;
        }
        if (item.type !== "function") continue;
        const selector = toFunctionSelector(item);
        expect(selectors.has(selector), `${name}.${item.name}`).toBe(true);
        expect(outputsOf(abi, item.name, selector)).toEqual(item.outputs.map((output) => output.type));
      }
    }
  });

  it("CONTRACTS d: the upstream selectors are the adapters' and feeds'", () => {
    const adapter = selectorsOf(loadArtifact("PriceFeedsAdapter").abi);
    const multi = selectorsOf(loadArtifact("MultiFeedAdapter").abi);
    const feed = selectorsOf(loadArtifact("PriceFeed").abi);
    for (const selector of ["0x44e02982", "0x1b2758ee", "0xfba03158", "0x971b9c03", "0xc14c9204"]) {
      expect(adapter.has(selector), selector).toBe(true);
    }
    for (const selector of [
      "0x44e02982",
      "0x43ba8cad",
      "0x971b9c03",
      "0x9037ecae",
      "0xfb2eeb3b",
      "0xb7a16251",
    ]) {
      expect(multi.has(selector), selector).toBe(true);
    }
    for (const selector of ["0xc8337760", "0xfeaf968c", "0x313ce567"]) {
      expect(feed.has(selector), selector).toBe(true);
    }
  });
});
