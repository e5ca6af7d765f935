import { ACCEPTED_DISCLAIMERS_KEY } from "@oracle-explorer/core/constants";
import { readSession, writeSession } from "../../lib/storage.ts";

/**
 * Acceptance lasts for the browser session (DISCLAIMER-05): session storage under
 * "acceptedDisclaimers", a JSON array of ids (DISCLAIMER-10). A missing, unreadable or malformed
 * value counts as nothing accepted; storage errors only warn.
 */
export function readAcceptedDisclaimers(): Set<string> {
  const raw = readSession(ACCEPTED_DISCLAIMERS_KEY);
  if (raw === null) return new Set();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return new Set(parsed.filter((id): id is string => typeof id === "string"));
  } catch {
    // Fall through: a value another script wrote is not ours to trust.
  }
  console.warn(`session storage: "${ACCEPTED_DISCLAIMERS_KEY}" is not a JSON array; ignoring it`);
  return new Set();
}

/** DISCLAIMER-10: records one more accepted id, keeping the earlier ones. */
export function acceptDisclaimer(id: string): void {
  const accepted = readAcceptedDisclaimers();
  accepted.add(id);
  writeSession(ACCEPTED_DISCLAIMERS_KEY, JSON.stringify([...accepted]));
}
