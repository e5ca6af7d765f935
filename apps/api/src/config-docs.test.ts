import { readdirSync, readFileSync } from "node:fs";
import { CONFIG_ENV_NAMES } from "@oracle-explorer/core/config";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../../", import.meta.url);

/** Where the code that reads the environment lives (the web app reads none: it runs in browsers). */
const SOURCE_DIRS = [
  "apps/api/src",
  "apps/indexer/src",
  "packages/store/src",
  "packages/core/src",
  "packages/devnet/src",
  "packages/server-kit/src",
  "packages/catalogue/src",
  "packages/catalogue/scripts",
  "scripts",
  "e2e",
  "bench/src",
];

/** Set by the machine or the test runner, not by an operator. */
const NOT_CONFIGURATION = new Set(["CI", "TZ", "VITEST"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(new URL(dir, ROOT), { recursive: true, encoding: "utf8" })
    .filter((path) => /\.ts$/.test(path) && !/\.test\.ts$/.test(path) && !path.includes("node_modules"))
    .map((path) => `${dir}/${path}`);
}

/**
 * Every variable the code reads: direct reads (`env.NAME`, `process.env.NAME`, `env["NAME"]`) and
 * the names product-config reads through its tables (CONFIG_ENV_NAMES).
 */
function variablesRead(): Set<string> {
  const names = new Set<string>(CONFIG_ENV_NAMES);
  const read = /\benv\??\.([A-Z][A-Z0-9_]+)|\benv\["([A-Z][A-Z0-9_]+)"\]/g;
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    for (const match of readFileSync(new URL(file, ROOT), "utf8").matchAll(read)) {
      const name = match[1] ?? match[2];
      if (name && !NOT_CONFIGURATION.has(name)) names.add(name);
    }
  }
  return names;
}

/** Every variable the README's configuration tables name (first column, in backticks). */
function variablesDocumented(): Set<string> {
  const readme = readFileSync(new URL("README.md", ROOT), "utf8");
  const section = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## The live profile"));
  const names = new Set<string>();
  for (const line of section.split("\n")) {
    const firstCell = /^\|\s*([^|]+)\|/.exec(line)?.[1] ?? "";
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) if (match[1]) names.add(match[1]);
  }
  return names;
}

describe("the README's configuration tables", () => {
  it("name every variable the code reads, and none it does not", () => {
    const read = [...variablesRead()].sort();
    const documented = [...variablesDocumented()].sort();
    expect(read.length).toBeGreaterThan(40);
    expect(documented).toEqual(read);
  });
});
