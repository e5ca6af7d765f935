/**
 * DATA-43: a feed id as bytes32 — the first 32 bytes of its UTF-8 text, right-padded with zero
 * bytes ("ETH" → 0x4554480000…). This is how adapters key their feeds on chain.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: false });

export type Hex = `0x${string}`;

export function feedIdToBytes32(feedId: string): Hex {
  const bytes = encoder.encode(feedId).slice(0, 32);
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return `0x${hex.padEnd(64, "0")}`;
}

/** The inverse: trailing zero bytes dropped, UTF-8 decoded. Null for anything but 32 bytes of hex. */
export function bytes32ToFeedId(value: string): string | null {
  if (!/^0x[0-9a-fA-F]{64}$/.test(value)) return null;
  const bytes: number[] = [];
  for (let i = 2; i < 66; i += 2) bytes.push(Number.parseInt(value.slice(i, i + 2), 16));
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return decoder.decode(new Uint8Array(bytes.slice(0, end)));
}
