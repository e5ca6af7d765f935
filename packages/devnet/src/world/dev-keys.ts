import { utils } from "ethers";

/**
 * Signer keys come from the standard Hardhat/Anvil development mnemonic, so local chains can
 * authorise them without configuration. They are public test keys: never fund them anywhere.
 */
export const DEV_MNEMONIC = "test test test test test test test test test test test junk";
export const DEV_PATH_PREFIX = "m/44'/60'/0'/0";

export interface DevKey {
  index: number;
  address: string;
  privateKey: `0x${string}`;
}

// Deriving the seed from the mnemonic costs ~20 ms and each key a few more; both are pure, so a
// process-wide cache keeps world building cheap without affecting determinism.
let parent: utils.HDNode | null = null;
const cache = new Map<number, DevKey>();

/** The dev key at m/44'/60'/0'/0/{index} (index 0 is Anvil's first account). */
export function devKey(index: number): DevKey {
  const cached = cache.get(index);
  if (cached) return cached;
  parent ??= utils.HDNode.fromMnemonic(DEV_MNEMONIC).derivePath(DEV_PATH_PREFIX);
  const node = parent.derivePath(String(index));
  const key: DevKey = { index, address: node.address, privateKey: node.privateKey as `0x${string}` };
  cache.set(index, key);
  return key;
}

/** The uncompressed secp256k1 public key of a private key, as the registry's ecdsaPublicKey. */
export function publicKeyOf(privateKey: string): string {
  return new utils.SigningKey(privateKey).publicKey;
}
