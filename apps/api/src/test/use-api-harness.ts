import type { FaultEndpoint } from "@oracle-explorer/devnet";
import { afterAll, afterEach, beforeAll } from "vitest";
import { type ApiHarness, startApiWithDevnet } from "./devnet-harness.ts";

/**
 * One real devnet behind the api for a whole test file: started before its tests, closed after,
 * and `faultsToClear` switched off after each test so one test's fault never leaks into the
 * next. Returns a stand-in that forwards to the running harness.
 */
export function useApiHarness(faultsToClear: readonly FaultEndpoint[]): ApiHarness {
  let current: ApiHarness | undefined;
  beforeAll(async () => {
    current = await startApiWithDevnet();
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  afterEach(async () => {
    for (const endpoint of faultsToClear) await current?.fault(endpoint, "off");
  });
  return new Proxy({} as ApiHarness, {
    get: (_target, key) => {
      if (!current) throw new Error("the api harness is used before its beforeAll ran");
      return current[key as keyof ApiHarness];
    },
  });
}
