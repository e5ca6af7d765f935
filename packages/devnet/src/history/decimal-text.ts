/**
 * Numbers as the upstream writes them on the wire: plain decimal text ("2507.5540574",
 * "0.00000012"), never exponent notation, with the shortest digits that read back as the same
 * double (JavaScript's own number-to-string digits, with the exponent shifted into the text).
 */
export function toDecimalText(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (match === null) return text;
  const [, sign = "", whole = "", fraction = "", exponentText = "0"] = match;
  const digits = whole + fraction;
  // Position of the decimal point within `digits` once the exponent is applied.
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** ISO-8601 UTC time as the upstream writes it: whole seconds without a fraction ("…T10:19:41Z"). */
export function toIsoTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.endsWith(".000Z") ? `${iso.slice(0, -5)}Z` : iso;
}
