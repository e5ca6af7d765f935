import { expect } from "@playwright/test";

/**
 * The devnet's fault admin (DEVNET_ADMIN=1; the devnet listens on the api port + 1): one endpoint
 * group fails ("error": 503), hangs ("hang") or answers malformed JSON ("malformed"); "off" clears it.
 * Endpoint names: packages/devnet/src/faults/fault-injection.ts.
 */
export type FaultMode = "error" | "hang" | "malformed" | "off";

export function devnetUrl(baseURL: string | undefined): string {
  const apiPort = Number(new URL(baseURL ?? "http://127.0.0.1:8877").port);
  return `http://127.0.0.1:${apiPort + 1}`;
}

export async function setFault(
  baseURL: string | undefined,
  endpoint: string,
  mode: FaultMode,
): Promise<void> {
  const response = await fetch(`${devnetUrl(baseURL)}/__admin/faults`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ endpoint, mode }),
  });
  expect(response.status, `the devnet's fault admin switches ${endpoint} to ${mode}`).toBe(200);
}

export async function clearFaults(baseURL: string | undefined): Promise<void> {
  const response = await fetch(`${devnetUrl(baseURL)}/__admin/faults`, { method: "DELETE" });
  expect(response.status, "the devnet's fault admin clears every fault").toBe(200);
}
