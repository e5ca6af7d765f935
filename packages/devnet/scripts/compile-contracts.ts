import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import solc from "solc";

/**
 * Compiles the devnet's Solidity adapters with solc-js into artifacts (abi + bytecode). Everything
 * that could vary between machines is pinned: the compiler is the installed `solc` package, the
 * settings are fixed below, source names are relative ("contracts/X.sol", "@pkg/...") and the
 * metadata hash is left out of the bytecode, so the same sources always give the same bytes.
 */

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const CONTRACTS_DIR = join(PACKAGE_DIR, "contracts");
/** Where imports such as "@redstone-finance/evm-connector/..." are looked up (workspace, then repo root). */
const NODE_MODULES_DIRS = [join(PACKAGE_DIR, "node_modules"), join(PACKAGE_DIR, "..", "..", "node_modules")];

const COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Cancun runs on anvil and on every chain the catalogue names; newer opcodes buy nothing here.
  evmVersion: "cancun",
  metadata: { bytecodeHash: "none" },
} as const;

interface ContractArtifact {
  contractName: string;
  sourceName: string;
  abi: unknown[];
  bytecode: `0x${string}`;
  deployedBytecode: `0x${string}`;
  compiler: { version: string; settings: typeof COMPILER_SETTINGS };
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<
    string,
    Record<
      string,
      { abi: unknown[]; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >;
}

function findImport(path: string): { contents: string } | { error: string } {
  for (const dir of NODE_MODULES_DIRS) {
    const file = join(dir, path);
    if (existsSync(file)) return { contents: readFileSync(file, "utf8") };
  }
  return { error: `import not found in node_modules: ${path}` };
}

/** The devnet's own sources, keyed by their source name, in a stable order. */
function ownSources(): Record<string, { content: string }> {
  const files = readdirSync(CONTRACTS_DIR)
    .filter((name) => name.endsWith(".sol"))
    .sort();
  return Object.fromEntries(
    files.map((name) => [`contracts/${name}`, { content: readFileSync(join(CONTRACTS_DIR, name), "utf8") }]),
  );
}

/** Compiles every contract of packages/devnet/contracts; returns one artifact per deployable contract, by name. */
export function compileContracts(): ContractArtifact[] {
  const input = {
    language: "Solidity",
    sources: ownSources(),
    settings: {
      ...COMPILER_SETTINGS,
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === "error");
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((error) => error.formattedMessage).join("\n")}`);
  }
  for (const warning of output.errors ?? []) {
    if (warning.severity !== "error") console.warn(warning.formattedMessage);
  }
  const version = String(solc.version());
  const artifacts: ContractArtifact[] = [];
  for (const [sourceName, contracts] of Object.entries(output.contracts ?? {})) {
    // Only our own files; abstract contracts and interfaces have no bytecode and are not deployed.
    if (!sourceName.startsWith("contracts/")) continue;
    for (const [contractName, contract] of Object.entries(contracts)) {
      if (!contract.evm.bytecode.object) continue;
      artifacts.push({
        contractName,
        sourceName,
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
        compiler: { version, settings: COMPILER_SETTINGS },
      });
    }
  }
  return artifacts.sort((a, b) => byCodePoint(a.contractName, b.contractName));
}

/** Code-point order: unlike localeCompare, the same on every machine and locale. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => byCodePoint(a, b));
    return Object.fromEntries(entries.map(([key, inner]) => [key, sortKeys(inner)]));
  }
  return value;
}

/** The artifact file text: keys sorted at every level, two-space indent, final newline. */
export function artifactText(artifact: ContractArtifact): string {
  return `${JSON.stringify(sortKeys(artifact), null, 2)}\n`;
}
