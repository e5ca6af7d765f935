import type { TokenSpec } from "./token-spec.ts";
import { CRYPTO_TOKENS } from "./tokens-crypto.ts";
import { CURRENCY_TOKENS } from "./tokens-currencies.ts";
import { derivedTokens } from "./tokens-derived.ts";
import { LST_TOKENS } from "./tokens-lst.ts";
import { RWA_TOKENS } from "./tokens-rwa.ts";
import { STABLE_TOKENS } from "./tokens-stable.ts";

/**
 * Every authored token spec in catalogue order: the popular 16 lead (crypto first, then the
 * stablecoins among them), derived variants come after their bases.
 */
export function authoredTokenSpecs(): TokenSpec[] {
  const bases = [...CRYPTO_TOKENS, ...STABLE_TOKENS, ...LST_TOKENS, ...CURRENCY_TOKENS, ...RWA_TOKENS];
  return [...bases, ...derivedTokens(bases)];
}
