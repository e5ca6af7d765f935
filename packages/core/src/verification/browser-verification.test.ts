import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RawSignedPackageView, RegisteredNodeView } from "../api-views/signed-packages.ts";
import { oracleRegistrySchema, toOracleNodes } from "../schemas/index.ts";
import { fixturesMissingReason, readFixture } from "../test-support/fixtures.ts";
import { verifyInBrowser } from "./browser-verification.ts";
import { medianOf } from "./package-checks.ts";
import { base64Bytes } from "./signable-bytes.ts";

/** The recorded primary-prod answer of 2024-07-01 (see signable-bytes.test.ts for where it comes from). */
const RECORDED: Record<string, RawSignedPackageView[]> = JSON.parse(
  readFileSync(new URL("./fixtures/primary-prod-packages-2024-07-01.json", import.meta.url), "utf8"),
);
const ETH = RECORDED.ETH ?? [];
const ROUND = 1_719_856_900_000;
const SERVICE = "redstone-primary-prod";

/** primary-prod's registered nodes in the recorded oracle registry (../shared/fixtures). */
function registeredNodes(): RegisteredNodeView[] {
  const registry = oracleRegistrySchema.parse(readFixture("data-services/oracle-registry-state.json"));
  return toOracleNodes(registry).flatMap((node) =>
    node.dataServiceId === SERVICE && node.evmAddress !== false
      ? [{ name: node.name, evmAddress: node.evmAddress }]
      : [],
  );
}

function verify(packages: RawSignedPackageView[], now = ROUND + 4_000, nodes = registeredNodes()) {
  return verifyInBrowser({
    feedId: "ETH",
    dataServiceId: SERVICE,
    dataServiceName: "RedStone Primary Prod",
    packages,
    nodes,
    requiredSigners: 3,
    now,
  });
}

const checkOf = (pkg: { checks: { id: string; pass: boolean; text: string }[] } | undefined, id: string) =>
  pkg?.checks.find((entry) => entry.id === id);

describe.skipIf(fixturesMissingReason)("the api's four checks, made in the browser", () => {
  it("VERIFY-BROWSER-09 the recorded ETH round: five registered signers recovered in the browser, every check passed, the median of the five", async () => {
    const result = await verify(ETH);
    expect(result.packages).toHaveLength(5);
    expect(result.recoveredToRegistered).toBe(5);
    expect(result.packages.every((pkg) => pkg.valid && pkg.recoveredSigner === pkg.claimedSigner)).toBe(true);
    expect(result.packages.map((pkg) => pkg.node?.name).sort()).toEqual([
      "redstone-primary-prod-altair",
      "redstone-primary-prod-ciri",
      "redstone-primary-prod-morpheus",
      "redstone-primary-prod-node-5",
      "redstone-primary-prod-wayfarer",
    ]);
    expect(result.median).toBe(medianOf(ETH.map((pkg) => pkg.dataPoints[0]?.value as number)));
    expect(result.verdict).toEqual({
      status: "verified",
      text: "Verified: every package passed every check; 5 unique registered signers, 3 required.",
    });
  });

  it("VERIFY-BROWSER-10 an altered signature fails the signature and registered checks and leaves the median; the rest still pass (partial)", async () => {
    const [first, second, ...rest] = ETH as [RawSignedPackageView, RawSignedPackageView];
    const bytes = base64Bytes(second.signature);
    bytes[10] = (bytes[10] as number) ^ 0xff;
    const altered = { ...second, signature: Buffer.from(bytes).toString("base64") };
    const result = await verify([first, altered, ...rest]);
    const failing = result.packages[1];
    expect(failing?.valid).toBe(false);
    expect(failing?.recoveredSigner).not.toBe(second.signerAddress);
    expect(checkOf(failing, "signature")?.pass).toBe(false);
    expect(checkOf(failing, "registered")?.pass).toBe(false);
    expect(result.recoveredToRegistered).toBe(4);
    expect(result.uniqueSigners).toBe(4);
    expect(result.verdict.status).toBe("partial");
  });

  it("VERIFY-BROWSER-11 freshness is measured on this device's clock: 3 min old or 1 min ahead at most", async () => {
    const stale = await verify(ETH, ROUND + 3 * 60_000 + 1);
    expect(checkOf(stale.packages[0], "fresh")).toMatchObject({
      pass: false,
      text: expect.stringMatching(/older than the 3 min/),
    });
    expect(stale.verdict.status).toBe("failed");
    const ahead = await verify(ETH, ROUND - 61_000);
    expect(checkOf(ahead.packages[0], "fresh")).toMatchObject({
      pass: false,
      text: expect.stringMatching(/in the future/),
    });
    // Recovery does not depend on the clock.
    expect(stale.recoveredToRegistered).toBe(5);
  });

  it("VERIFY-BROWSER-12 a signer counts once, and one no registered node of the service is fails the registered check", async () => {
    const [first] = ETH as [RawSignedPackageView];
    const twice = await verify([first, first]);
    expect(checkOf(twice.packages[1], "unique")?.pass).toBe(false);
    expect(twice.uniqueSigners).toBe(1);
    const strangers = await verify(ETH, ROUND + 4_000, []);
    expect(strangers.recoveredToRegistered).toBe(0);
    expect(checkOf(strangers.packages[0], "registered")?.text).toMatch(
      /is not a registered node of this service$/,
    );
    expect(strangers.verdict).toEqual({
      status: "failed",
      text: "Not verified: 0 unique registered signers, 3 required.",
    });
    expect((await verify([])).verdict.text).toBe(
      "The gateway has no signed packages of ETH from RedStone Primary Prod.",
    );
  });
});
