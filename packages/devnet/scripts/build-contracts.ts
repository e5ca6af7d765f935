import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { artifactText, compileContracts } from "./compile-contracts.ts";

/**
 * `npm run build:contracts -w packages/devnet`: recompiles packages/devnet/contracts and rewrites
 * src/chains/artifacts/*.json (checked in, so starting the devnet never compiles).
 */
const ARTIFACTS_DIR = fileURLToPath(new URL("../src/chains/artifacts", import.meta.url));

const started = performance.now();
const artifacts = compileContracts();
mkdirSync(ARTIFACTS_DIR, { recursive: true });
// A renamed or deleted contract must not leave a stale artifact behind.
for (const name of readdirSync(ARTIFACTS_DIR)) {
  if (name.endsWith(".json")) rmSync(join(ARTIFACTS_DIR, name));
}
for (const artifact of artifacts) {
  writeFileSync(join(ARTIFACTS_DIR, `${artifact.contractName}.json`), artifactText(artifact));
}
console.log(
  `build:contracts: ${artifacts.map((a) => a.contractName).join(", ")} → src/chains/artifacts ` +
    `(${Math.round(performance.now() - started)} ms)`,
);
