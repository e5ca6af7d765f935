import { parseSubject, type SubjectType } from "@oracle-explorer/core/history";

export { networkSubject, tokenSubject } from "@oracle-explorer/core/history";

/** What kind of thing an id names, for the watchlist's rows ("Token", "Push feed"…). */
export const SUBJECT_TYPE_LABELS: Record<SubjectType, string> = {
  token: "Token",
  feed: "Push feed",
  node: "Node",
  network: "Network",
  service: "Data service",
  reserve: "Proof of reserve",
};

export function subjectTypeLabel(id: string): string {
  const parsed = parseSubject(id);
  return parsed === null ? "Unknown" : SUBJECT_TYPE_LABELS[parsed.type];
}
