import { describe, expect, it } from "vitest";
import { isBadSignatureRound, NODE_MISBEHAVIOUR } from "../signers/node-behaviour.ts";
import { prepareRound } from "../signers/signed-round.ts";
import { makeFakeMarket, makeFiveNodeWorld, ODD_SLOT_TIME, PRIMARY } from "../signers/test-world.ts";
import { pickSigners, signedPackagesFor } from "./update-payload.ts";

const world = makeFiveNodeWorld();
const market = makeFakeMarket(world);
const START = ODD_SLOT_TIME;
const nodes = world.dataServices.find((service) => service.id === PRIMARY)?.nodes ?? [];
const addresses = nodes.map((node) => node.evmAddress ?? "");
const [, wayfarer, morpheus, , vega] = addresses;
const roundAt = (timestamp: number) =>
  prepareRound({
    world,
    market,
    dataServiceId: PRIMARY,
    timestamp,
    misbehaviour: { startedAt: START, seed: world.seed },
  });

describe("pickSigners with the seeded misbehaviour (the relayer's choice)", () => {
  it("leaves out an offline node, a late node and the bad-signature node of the round, keeping 3", async () => {
    let bad = START;
    while (!isBadSignatureRound(bad, world.seed)) bad += 10_000;
    const cases: Array<[number, string | undefined]> = [
      [START + NODE_MISBEHAVIOUR.offline.firstAfterMs, wayfarer],
      [START + NODE_MISBEHAVIOUR.late.firstAfterMs, morpheus],
      [bad, vega],
    ];
    for (const [timestamp, excluded] of cases) {
      const round = roundAt(timestamp);
      // Rotations cover every offset: the excluded node is never chosen.
      for (let shift = 0; shift < 5; shift++) {
        const shifted = { ...round, timestamp: round.timestamp + shift * 10_000 };
        const chosen = pickSigners(shifted, addresses).map((signer) => signer.evmAddress);
        expect(chosen).toHaveLength(3);
        expect(chosen).not.toContain(excluded);
      }
      const chosen = pickSigners(round, addresses).map((signer) => signer.evmAddress);
      const packages = await signedPackagesFor(round, round.packageIds.slice(0, 2), chosen);
      for (const pkg of packages) expect(chosen).toContain(pkg.recoverSignerAddress());
    }
  });
});
