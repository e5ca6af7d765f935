/** The joiner between the kept ends of a shortened text (FORMAT-11, decision). */
export const ELLIPSIS = "...";

/**
 * The first `head` and last `tail` characters of a text joined by "...". A text that would not
 * get shorter is returned unchanged, and a missing one gives "" (nodes may have no address).
 */
export function shortenMiddle(text: string | null | undefined, head: number, tail: number): string {
  if (typeof text !== "string") return "";
  const keepHead = Math.max(0, Math.trunc(head) || 0);
  const keepTail = Math.max(0, Math.trunc(tail) || 0);
  if (text.length <= keepHead + keepTail + ELLIPSIS.length) return text;
  return `${text.slice(0, keepHead)}${ELLIPSIS}${keepTail === 0 ? "" : text.slice(-keepTail)}`;
}

/** FORMAT-11: an EVM address as "0x1234...abcd" (first 6, last 4). */
export function shortenAddress(address: string | null | undefined): string {
  return shortenMiddle(address, 6, 4);
}

/** FORMAT-12: an address in the manual update modal, 8 characters at each side. */
export function shortenModalAddress(address: string | null | undefined): string {
  return shortenMiddle(address, 8, 8);
}

/** FORMAT-13: a tx hash in a table, first 20 and last 10 characters. */
export function shortenTxHashForTable(hash: string | null | undefined): string {
  return shortenMiddle(hash, 20, 10);
}

/** FORMAT-14: a tx hash anywhere but a table, 6 characters at each end. */
export function shortenTxHash(hash: string | null | undefined): string {
  return shortenMiddle(hash, 6, 6);
}

/**
 * FORMAT-15, the max-length filter: a text longer than `maxLength` characters is cut to that
 * length and "..." is appended. Characters are code points, so an emoji is never split in half.
 * A negative limit counts as 0.
 */
export function truncateText(text: string | null | undefined, maxLength: number): string {
  if (typeof text !== "string") return "";
  // A limit that is not a number cannot ask for a cut.
  if (Number.isNaN(maxLength)) return text;
  const limit = Math.max(0, Math.trunc(maxLength));
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join("")}${ELLIPSIS}`;
}
