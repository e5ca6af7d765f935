import { bytesToHex, getAddress, keccak256, stringToBytes } from "viem";
import { hashString } from "./random.ts";

/**
 * Deterministic contract ids in each chain family's own format, derived from a hash of the seed
 * and a label (the layer id, "layer/feed", ...). They only have to look real and be stable: no
 * chain behind them is read until the local-chain issue deploys adapters and overrides them.
 */

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** 32 bytes of keccak256("seed:label"). */
function hashBytes(seed: number, label: string): Uint8Array {
  return keccak256(stringToBytes(`${seed}:${label}`), "bytes");
}

/** A checksummed EVM address (last 20 bytes of the hash, as Ethereum derives addresses). */
export function evmAddressFor(seed: number, label: string): string {
  return getAddress(bytesToHex(hashBytes(seed, label).slice(12)));
}

/** A Sui / Aptos / Movement object id: 0x and 64 hex digits. */
export function moveObjectIdFor(seed: number, label: string): string {
  return bytesToHex(hashBytes(seed, label));
}

/** A Solana account / program id: base58 of 32 bytes. */
export function solanaAddressFor(seed: number, label: string): string {
  return base58(hashBytes(seed, label));
}

/** Bitcoin-alphabet base58, as Solana writes its ids: each leading zero byte is a "1". */
function base58(bytes: Uint8Array): string {
  let value = BigInt(bytesToHex(bytes));
  let text = "";
  while (value > 0n) {
    text = BASE58.charAt(Number(value % 58n)) + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

function alphabetString(bytes: Uint8Array, alphabet: string, length: number): string {
  let text = "";
  for (let index = 0; index < length; index += 1) {
    const byte = bytes[index % bytes.length] ?? 0;
    text += alphabet.charAt((byte + index * 7) % alphabet.length);
  }
  return text;
}

/** A Stellar contract id: "C" and 55 base32 characters. */
export function stellarContractIdFor(seed: number, label: string): string {
  return `C${alphabetString(hashBytes(seed, label), BASE32, 55)}`;
}

/** A Radix component address: "component_rdx1" and 54 bech32 characters. */
export function radixComponentFor(seed: number, label: string): string {
  return `component_rdx1${alphabetString(hashBytes(seed, label), BECH32, 54)}`;
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** An Arweave-style 43-character id, as the registry keys older nodes and admins. */
export function arweaveIdFor(label: string): string {
  let text = "";
  for (let index = 0; text.length < 43; index += 1) {
    const word = hashString(label, index);
    for (let shift = 0; shift < 48 && text.length < 43; shift += 6) {
      text += BASE64URL.charAt(Math.floor(word / 2 ** shift) % 64);
    }
  }
  return text;
}
