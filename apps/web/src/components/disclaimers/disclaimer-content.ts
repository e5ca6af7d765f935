/**
 * DISCLAIMER-13: the spec names the disclaimers but not their words, so every title and text
 * lives here, in one place a product owner can edit.
 */

/** DISCLAIMER-01: the three disclaimers. */
export const DISCLAIMER_IDS = ["fundamental", "proof-of-reserve", "blackrock"] as const;
export type DisclaimerId = (typeof DISCLAIMER_IDS)[number];

export interface Disclaimer {
  id: DisclaimerId;
  title: string;
  /** DISCLAIMER-03, DISCLAIMER-04: an info bar that can be closed, or a modal to agree to. */
  presentation: "bar" | "modal";
  /** Paragraphs. */
  text: readonly string[];
}

export const DISCLAIMERS: Readonly<Record<DisclaimerId, Disclaimer>> = {
  fundamental: {
    id: "fundamental",
    title: "Fundamental price feed",
    presentation: "bar",
    text: [
      "This feed reports a fundamental value derived from the asset's underlying reserves or redemption rate, not a market price. It can differ from prices quoted on exchanges, especially in volatile markets.",
    ],
  },
  "proof-of-reserve": {
    id: "proof-of-reserve",
    title: "Proof of reserve",
    presentation: "bar",
    text: [
      "Reserve figures are reported by the issuer and its custodians. The collateralization ratio is published as signed data; the balances behind it are not. They are informational, may lag on-chain supply changes, and are not an audit or an attestation.",
    ],
  },
  blackrock: {
    id: "blackrock",
    title: "BlackRock USD Institutional Digital Liquidity Fund (BUIDL)",
    presentation: "modal",
    text: [
      "The data shown for BUIDL is provided for information only. BUIDL is a tokenized money market fund issued by BlackRock USD Institutional Digital Liquidity Fund Ltd. Its shares are offered only to qualified investors in jurisdictions where the offer is permitted, and nothing on this page is an offer to sell or a solicitation to buy them.",
      "The price reported by this feed is the fund's net asset value per share as published by the fund's administrator and transfer agent. It is not a market price, it may not reflect the value at which shares could be sold at any given moment, and it can be updated with a delay after the administrator publishes it.",
      "The oracle network reports this value as received. It does not verify the fund's holdings, does not act on behalf of the fund, its issuer, its investment manager or any of their affiliates, and is not endorsed by them. The names BlackRock and BUIDL are trademarks of their respective owners.",
      "Smart contracts that consume this feed do so at their own risk. Integrators must make their own assessment of how the value is used, including staleness checks, circuit breakers and the handling of corporate actions such as distributions, which can move the value in steps.",
      "By choosing I Agree you confirm that you have read and understood this notice and that you use the data only for information, in accordance with the laws of your jurisdiction. Choose Decline to leave this page.",
    ],
  },
};

/** DISCLAIMER-02: only the three known ids name a disclaimer; anything else shows nothing. */
export function disclaimerFor(id: unknown): Disclaimer | null {
  return typeof id === "string" && Object.hasOwn(DISCLAIMERS, id) ? DISCLAIMERS[id as DisclaimerId] : null;
}
