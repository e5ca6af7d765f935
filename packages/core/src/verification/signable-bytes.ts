import { type Hex, keccak256, stringToBytes } from "viem";
import type { RawDataPointView, RawSignedPackageView } from "../api-views/signed-packages.ts";

/**
 * The bytes a RedStone node signs, rebuilt from a package as the gateway sent it: a port of
 * @redstone-finance/protocol 0.9's DataPackage.toBytes (data points sorted by their bytes32 id,
 * each id + value; then timestamp, value byte size, data point count) that runs in a browser
 * with viem alone. Every rule below names the protocol code it copies, errors included, so a
 * package the library refuses is refused here too (signable-bytes.test.ts holds the two equal).
 */

/** common/redstone-constants.ts */
const TIMESTAMP_BS = 6;
const DATA_POINTS_COUNT_BS = 3;
const DATA_POINT_VALUE_BYTE_SIZE_BS = 4;
const MAX_NUM_VALUE_BS = 32;
export const DEFAULT_NUM_VALUE_BS = 32;
export const DEFAULT_NUM_VALUE_DECIMALS = 8;

/** The package cannot be serialised as the protocol would (the library would throw too). */
export class UnsignablePackageError extends Error {
  override name = "UnsignablePackageError";
}

const fail = (message: string): never => {
  throw new UnsignablePackageError(message);
};

/** ethers 5's isHexString without a length: what convertStringToBytes32 hashes as bytes. */
const HEX_STRING = /^0x[0-9A-Fa-f]*$/;

/**
 * utils.convertStringToBytes32: an id longer than 31 UTF-16 units is keccak256 of its UTF-8 (of
 * its bytes when it is 0x-hex); a shorter one is its UTF-8 right-padded with zeros, at most 31
 * bytes (formatBytes32String). Not core/feeds' feedIdToBytes32, which truncates as adapters read.
 */
export function feedIdBytes32(id: string): Uint8Array {
  if (id.length > 31) {
    if (HEX_STRING.test(id) && id.length % 2 === 1) fail(`feed id ${id} is hex of odd length`);
    return hexBytes(keccak256(HEX_STRING.test(id) ? (id as Hex) : stringToBytes(id)));
  }
  const utf8 = stringToBytes(id);
  if (utf8.length > 31) fail(`feed id ${id} is longer than 31 bytes`);
  const out = new Uint8Array(32);
  out.set(utf8);
  return out;
}

/**
 * utils.convertNumberToString: `toFixed(decimals)`, except that JavaScript writes 1e21 and up in
 * exponent form, which the protocol rewrites with toLocaleString("fullwide"): the shortest
 * round-trip digits followed by zeros. The same digits are built here without Intl, whose output
 * depends on the browser's locale data.
 */
function decimalText(value: number, decimals: number): string {
  const fixed = Number(value).toFixed(decimals);
  if (!fixed.includes("e")) return fixed;
  const match = /^(-?)(\d)(?:\.(\d+))?e\+(\d+)$/.exec(String(Number(fixed)));
  if (!match) return fail(`value ${value} cannot be written out`);
  const [, sign = "", lead = "", fraction = "", exponent = "0"] = match;
  return `${sign}${lead}${fraction}${"0".repeat(Number(exponent) - fraction.length)}`;
}

/** ethers 5's parseFixed: the decimal text as an integer of `decimals` digits after the point. */
function toUnits(text: string, decimals: number): bigint {
  if (!/^-?[0-9.]+$/.test(text)) return fail(`invalid decimal value ${text}`);
  const negative = text.startsWith("-");
  const [whole = "", fraction = "", ...rest] = (negative ? text.slice(1) : text).split(".");
  if (rest.length > 0) fail(`too many decimal points in ${text}`);
  const trimmed = fraction.replace(/0+$/, "");
  if (trimmed.length > decimals) fail(`the fraction of ${text} exceeds ${decimals} decimals`);
  const units = BigInt(whole || "0") * 10n ** BigInt(decimals) + BigInt(trimmed.padEnd(decimals, "0") || "0");
  // BigNumber.toHexString of a negative number is "-0x…", which arrayify rejects; -0 is 0.
  if (negative && units !== 0n) fail(`negative value ${text} cannot be serialised`);
  return units;
}

/** A non-negative integer big-endian in exactly `byteSize` bytes (toHexString + zeroPad). */
function integerBytes(units: bigint, byteSize: number, what: string): Uint8Array {
  let hex = units.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  const length = hex.length / 2;
  if (!Number.isInteger(byteSize) || length > byteSize) {
    return fail(`Overflow: ${what} does not fit in ${byteSize} bytes`);
  }
  const out = new Uint8Array(byteSize);
  out.set(hexBytes(`0x${hex}`), byteSize - length);
  return out;
}

/** utils.convertIntegerNumberToBytes: the timestamp, byte size and count fields. */
function fieldBytes(value: number, byteSize: number, what: string): Uint8Array {
  if (!Number.isInteger(value)) fail(`${what} ${value} is not an integer`);
  return integerBytes(toUnits(decimalText(value, 0), 0), byteSize, `${what} ${value}`);
}

/**
 * NumericDataPoint: the value as an integer of `decimals` (default 8) in `valueByteSize` bytes
 * (default 32, at most 32); data-point-deserializer: a string value is base64 of the raw bytes.
 */
export function dataPointValueBytes(point: RawDataPointView): Uint8Array {
  if (typeof point.value !== "number") return base64Bytes(point.value);
  const decimals = point.decimals ?? DEFAULT_NUM_VALUE_DECIMALS;
  const byteSize = point.valueByteSize ?? DEFAULT_NUM_VALUE_BS;
  if (byteSize > MAX_NUM_VALUE_BS) fail(`value byte size ${byteSize} is over ${MAX_NUM_VALUE_BS}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100) fail(`invalid decimals ${decimals}`);
  const units = toUnits(decimalText(point.value, decimals), decimals);
  return integerBytes(units, byteSize, `value ${point.value} with ${decimals} decimals`);
}

const compareBytes = (a: Uint8Array, b: Uint8Array) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  }
  return a.length - b.length;
};

/** DataPackage.toBytes: the bytes the signature covers. */
export function signableBytes(
  pkg: Pick<RawSignedPackageView, "dataPoints" | "timestampMilliseconds">,
): Uint8Array {
  if (pkg.dataPoints.length === 0) fail("Empty data packages are not allowed");
  const points = pkg.dataPoints.map((point) => ({
    id: point.dataFeedId,
    idBytes: feedIdBytes32(point.dataFeedId),
    value: dataPointValueBytes(point),
  }));
  const valueByteSize = points[0]?.value.length ?? DEFAULT_NUM_VALUE_BS;
  if (points.some((point) => point.value.length !== valueByteSize)) {
    fail("Values of all data points in a DataPackage must have the same number of bytes");
  }
  // serializeDataPoints sorts by the ids' bytes32 hex (all lower case and one length, so a
  // byte order) and refuses a duplicate id.
  points.sort((a, b) => {
    const order = compareBytes(a.idBytes, b.idBytes);
    if (order === 0) fail(`Duplicated dataFeedId found: ${a.id}`);
    return order;
  });
  return concatBytes([
    ...points.flatMap((point) => [point.idBytes, point.value]),
    fieldBytes(pkg.timestampMilliseconds, TIMESTAMP_BS, "timestamp"),
    fieldBytes(valueByteSize, DATA_POINT_VALUE_BYTE_SIZE_BS, "value byte size"),
    fieldBytes(points.length, DATA_POINTS_COUNT_BS, "data point count"),
  ]);
}

/** DataPackage.getSignableHash: keccak256 of the signable bytes, the digest a node signs. */
export function signableHash(pkg: Pick<RawSignedPackageView, "dataPoints" | "timestampMilliseconds">): Hex {
  return keccak256(signableBytes(pkg));
}

function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function hexBytes(hex: string): Uint8Array {
  const digits = hex.slice(2);
  const out = new Uint8Array(digits.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(digits.slice(2 * i, 2 * i + 2), 16);
  return out;
}

const BASE64_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const BASE64_VALUE = new Map([...BASE64_ALPHABET].map((char, index) => [char, index]));
// Node's Buffer (what the library decodes with on the nodes and the api) also reads base64url.
BASE64_VALUE.set("-", 62);
BASE64_VALUE.set("_", 63);

/**
 * Base64 to bytes without atob or Buffer. Standard and URL-safe alphabets, ASCII whitespace
 * ignored, decoding stops at the first "=" (as Node's Buffer does); any other character is
 * refused, where Node would skip it: a gateway sends plain base64, and a character no encoder
 * writes is more likely tampering than something to read past.
 */
export function base64Bytes(text: string): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    if (char === "=") break;
    if (/\s/.test(char)) continue;
    const value = BASE64_VALUE.get(char);
    if (value === undefined) return fail(`"${char}" is not a base64 character`);
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}
