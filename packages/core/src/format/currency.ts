import { NO_DATA } from "./no-data.ts";

/**
 * How a denomination's unit is written beside a number (FORMAT-17..19, decision: the truth
 * overrides FORMAT-19's "$ for every other denomination", which showed SOFR, a rate, as "$4.520"
 * and a BTC reserve in dollars). Currencies with a sign lead with it, a percentage trails "%",
 * and any other denomination (contracts, USDe, HYPE, ...) trails its own name.
 */
export interface DenominationUnit {
  readonly prefix: string;
  readonly suffix: string;
}

/**
 * FORMAT-17, FORMAT-18 and the signs the truth needs; keys are upper case. Bitcoin's sign (₿,
 * U+20BF) is left out: common Linux fonts (DejaVu, Liberation) lack it, so it drew as a blank box;
 * "BTC" after the number reads everywhere.
 */
const SIGNS: Readonly<Record<string, string>> = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  BRL: "R$",
  ETH: "Ξ",
};

/** Denominations that are plain numbers: a ratio has no unit, "other" names none. */
const UNITLESS = new Set(["RATIO", "OTHER"]);

const USD: DenominationUnit = { prefix: "$", suffix: "" };
const NONE: DenominationUnit = { prefix: "", suffix: "" };

/**
 * The unit of a denomination. A missing or blank denomination is USD, as feeds and tokens
 * without one are priced in dollars. Matching ignores case and surrounding spaces; a trailing
 * name keeps the denomination's own spelling ("USDe", "stETH").
 */
export function denominationUnit(denomination: string | null | undefined): DenominationUnit {
  const name = typeof denomination === "string" ? denomination.trim() : "";
  if (name === "") return USD;
  const key = name.toUpperCase();
  const sign = Object.hasOwn(SIGNS, key) ? SIGNS[key] : undefined;
  if (sign !== undefined) return { prefix: sign, suffix: "" };
  if (key === "PERCENTAGE" || key === "PERCENT") return { prefix: "", suffix: "%" };
  if (UNITLESS.has(key)) return NONE;
  return { prefix: "", suffix: `\u00a0${name}` };
}

/**
 * A formatted number with its denomination's unit: "$1.000", "4.330%", "24,500.000 contracts".
 * A minus sign goes before the sign ("-$1.000"), as en-US writes it. The formatters' "no-data"
 * passes through without a unit.
 */
export function withUnit(numberText: string, denomination: string | null | undefined): string {
  if (numberText === NO_DATA) return numberText;
  const { prefix, suffix } = denominationUnit(denomination);
  const negative = numberText.startsWith("-");
  const digits = negative ? numberText.slice(1) : numberText;
  return `${negative ? "-" : ""}${prefix}${digits}${suffix}`;
}
