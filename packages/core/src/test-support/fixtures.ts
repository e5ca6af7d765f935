/**
 * Test support only (never exported from the package): reads the real recorded data in
 * ../shared/fixtures. The suites that use it skip, with this reason printed, on a checkout that
 * has no shared/ beside it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** shared/fixtures/, from packages/core/src/test-support/. */
export const FIXTURES_DIR = new URL("../../../../../shared/fixtures/", import.meta.url);

/** Why fixture tests are skipped, or null when the fixtures are there. */
export const fixturesMissingReason: string | null = existsSync(FIXTURES_DIR)
  ? null
  : `shared fixtures not found at ${FIXTURES_DIR.pathname}; real-data tests are skipped`;

if (fixturesMissingReason) console.log(fixturesMissingReason);

/** One fixture file, parsed as JSON. */
export function readFixture<T = unknown>(relativePath: string): T {
  return JSON.parse(readFileSync(new URL(relativePath, FIXTURES_DIR), "utf8")) as T;
}

/** Every JSON file under the fixtures, as sorted paths relative to it with "/" separators. */
export function listFixtureJsonFiles(): string[] {
  if (fixturesMissingReason) return [];
  return readdirSync(FIXTURES_DIR, { recursive: true, encoding: "utf8" })
    .map((path) => path.replaceAll("\\", "/"))
    .filter((path) => path.endsWith(".json"))
    .sort();
}
