import { getAddress, type Hex, recoverAddress } from "viem";
import type { RawSignedPackageView } from "../api-views/signed-packages.ts";
import { base64Bytes, signableHash, UnsignablePackageError } from "./signable-bytes.ts";

/**
 * A package's signer, recovered in the browser as @redstone-finance/protocol 0.9 does on a node,
 * the api and an adapter: the signature read from base64 as ethers 5's splitSignature reads it,
 * held to UniversalSigner.verifyAndSplitSignature's rules (v 27 or 28, s in the lower half of the
 * curve order), then secp256k1 recovery over the signable hash, here viem's recoverAddress.
 */

/** UniversalSigner's ECDSA_N_DIV_2: a larger s is a malleable twin and is refused. */
const ECDSA_N_DIV_2 = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;

/** The signature cannot be read as the protocol reads it. */
export class UnreadableSignatureError extends Error {
  override name = "UnreadableSignatureError";
}

const toHex = (bytes: Uint8Array): Hex =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;

/**
 * The 65-byte signature r‖s‖v (v 27 or 28, as joinSignature writes it) of a base64 signature of
 * 65 bytes (v 0, 1, 27 or 28) or 64 (EIP-2098: the top bit of s is v), or why it is refused.
 */
export function parseSignature(base64: string): Hex {
  if (base64 === "") throw new UnreadableSignatureError("Signature can not be empty");
  const bytes = base64Bytes(base64);
  let v: number;
  const s = bytes.slice(32, 64);
  if (bytes.length === 64) {
    v = 27 + ((s[0] as number) >> 7);
    s[0] = (s[0] as number) & 0x7f;
  } else if (bytes.length === 65) {
    v = bytes[64] as number;
  } else {
    throw new UnreadableSignatureError(`a signature is 65 bytes, this one ${bytes.length}`);
  }
  if (v === 0 || v === 1) v += 27;
  if (v !== 27 && v !== 28) {
    throw new UnreadableSignatureError(`Invalid signature 'v' value - must be 27 or 28 but is: ${v}`);
  }
  if (BigInt(toHex(s)) > ECDSA_N_DIV_2) throw new UnreadableSignatureError("Invalid signature 's' value");
  return `${toHex(bytes.slice(0, 32))}${toHex(s).slice(2)}${v.toString(16)}` as Hex;
}

/** What recovering one package's signer gave. */
export interface PackageRecovery {
  /** The checksummed address the signature recovers to; null when it cannot be recovered. */
  recovered: string | null;
  /** keccak256 of the rebuilt signed bytes; null when they cannot be rebuilt. */
  signableHash: Hex | null;
  /** The signature as r‖s‖v hex; null when it cannot be read. */
  signature: Hex | null;
  /** Why nothing was recovered; null when something was. */
  error: string | null;
}

/** Rebuilds the signed bytes, hashes them and recovers the signer: never throws, says why instead. */
export async function recoverPackageSigner(pkg: RawSignedPackageView): Promise<PackageRecovery> {
  let hash: Hex;
  try {
    hash = signableHash(pkg);
  } catch (error) {
    return { recovered: null, signableHash: null, signature: null, error: reasonOf(error) };
  }
  let signature: Hex;
  try {
    signature = parseSignature(pkg.signature);
  } catch (error) {
    return { recovered: null, signableHash: hash, signature: null, error: reasonOf(error) };
  }
  try {
    const recovered = getAddress(await recoverAddress({ hash, signature }));
    return { recovered, signableHash: hash, signature, error: null };
  } catch (error) {
    // r or s zero or not below the curve order, or no point for r: the curve library refuses it.
    return { recovered: null, signableHash: hash, signature, error: reasonOf(error) };
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof UnsignablePackageError || error instanceof UnreadableSignatureError) {
    return error.message;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]?.trim() || "unreadable signature";
}
