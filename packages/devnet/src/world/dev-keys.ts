import { bytesToHex, type Hex } from "viem";
import { type HDKey, mnemonicToAccount, privateKeyToAccount, privateKeyToAddress } from "viem/accounts";

/**
 * Signer keys come from the standard Hardhat/Anvil development mnemonic, so local chains can
 * authorise them without configuration. They are public test keys: never fund them anywhere.
 */
export const DEV_MNEMONIC = "test test test test test test test test test test test junk";
const DEV_PATH_PREFIX = "m/44'/60'/0'/0";

interface DevKey {
  index: number;
  address: string;
  privateKey: `0x${string}`;
}

// Deriving the seed from the mnemonic costs ~20 ms and each key a few more; both are pure, so a
// process-wide cache keeps world building cheap without affecting determinism.
let parent: HDKey | null = null;
const cache = new Map<number, DevKey>();

/** The dev key at m/44'/60'/0'/0/{index} (index 0 is Anvil's first account). */
export function devKey(index: number): DevKey {
  const cached = cache.get(index);
  if (cached) return cached;
  parent ??= mnemonicToAccount(DEV_MNEMONIC, { path: DEV_PATH_PREFIX }).getHdKey();
  const child = parent.deriveChild(index).privateKey;
  if (!child) throw new Error(`dev key ${index} has no private key`);
  const privateKey = bytesToHex(child);
  const key: DevKey = { index, address: privateKeyToAddress(privateKey), privateKey };
  cache.set(index, key);
  return key;
}

/** The uncompressed secp256k1 public key of a private key, as the registry's ecdsaPublicKey. */
export function publicKeyOf(privateKey: Hex): string {
  return privateKeyToAccount(privateKey).publicKey;
}
