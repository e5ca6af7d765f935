import { z } from "zod";
import { POR_ASSETS, POR_HOLDERS, type PorAsset, type PorHolder } from "../proof-of-reserve/por-catalogue.ts";
import { isRawAmountText } from "../proof-of-reserve/raw-amount.ts";
import { numericSchema } from "./decimal.ts";

/**
 * Proof-of-reserve payload (POR-01). No upstream sample exists (contract i), so the figures are
 * accepted as numbers or decimal text and kept as received: raw supplies can exceed 2^53. The
 * holder and asset names are proof-of-reserve/'s catalogue; its maths reads the parsed balances.
 */

export const porPayloadSchema = z.looseObject({
  /** Balance per asset per holder, flattened into names; see parsePorIntermediateValues. */
  intermediateValues: z.record(z.string(), z.string()),
  usdtbAimValue: numericSchema,
  usdtbTotalSupply: numericSchema,
  porValue: numericSchema,
});
export type PorPayload = z.infer<typeof porPayloadSchema>;

/** Holder → asset → balance as text, unscaled and exactly as received. */
type PorHolderBalances = Partial<Record<PorHolder, Partial<Record<PorAsset, string>>>>;

interface ParsedPorIntermediateValues {
  balances: PorHolderBalances;
  /** Keys that name no known holder/asset pair or whose value is not a number as text. */
  ignoredKeys: string[];
}

const HOLDER_BY_NAME = new Map<string, PorHolder>(
  POR_HOLDERS.map((holder) => [holder.toLowerCase(), holder]),
);
const ASSET_BY_NAME = new Map<string, PorAsset>(POR_ASSETS.map((asset) => [asset.toLowerCase(), asset]));

/**
 * Balances are raw on-chain integers (decimal digits or 0x-hex), by the same rule the maths reads
 * them with, so a value the maths would count as 0 ("1000.5", "1e6") is reported in ignoredKeys.
 */
const balanceTextSchema = z.string().refine(isRawAmountText);

/** A key split at its one separator, read as holder/asset in either order. */
function holderAndAsset(key: string): [PorHolder, PorAsset] | null {
  const match = /^([^_.:/-]+)[_.:/-]([^_.:/-]+)$/.exec(key.trim().toLowerCase());
  if (!match) return null;
  const [, first = "", second = ""] = match;
  const holder = HOLDER_BY_NAME.get(first) ?? HOLDER_BY_NAME.get(second);
  const asset = ASSET_BY_NAME.get(second) ?? ASSET_BY_NAME.get(first);
  // "usdt_usdc" or "CoinbaseWallet.CopperWallet" lack one half and name no balance.
  if (!holder || !asset) return null;
  return [holder, asset];
}

/**
 * POR-13: the layout of intermediateValues keys has never been seen, so one parser owns the
 * guess. The canonical layout is "<asset>_<Holder>" (e.g. "usdt_CoinbaseWallet", the
 * camel/underscore style of RedStone's other metadata names); "<holder>.<asset>" is accepted too.
 * Matching ignores case, accepts either order and any one of the separators _ . : / -, which is
 * unambiguous because holder and asset names share no word. Unknown keys are reported, not fatal;
 * when two keys name the same pair, the later one wins.
 */
export function parsePorIntermediateValues(
  values: Readonly<Record<string, string>>,
): ParsedPorIntermediateValues {
  const balances: PorHolderBalances = {};
  const ignoredKeys: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const pair = holderAndAsset(key);
    const balance = value.trim();
    if (!pair || !balanceTextSchema.safeParse(balance).success) {
      ignoredKeys.push(key);
      continue;
    }
    const [holder, asset] = pair;
    balances[holder] = { ...balances[holder], [asset]: balance };
  }
  return { balances, ignoredKeys };
}
