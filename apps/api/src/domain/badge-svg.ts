import { createHash } from "node:crypto";
import { truncateText } from "@oracle-explorer/core/format";
import { makeBadge } from "badge-maker";

/**
 * The embeddable badges' SVG (issue 30), drawn by badge-maker, shields.io's own renderer: its
 * flat style, its Verdana 11px width table (anafanafo) so no text overflows its box whatever the
 * font that draws it, and its XML escaping. What it leaves to us: a light and a dark palette,
 * text it can carry (XML 1.0 forbids some characters even escaped), and the accessible name:
 * badge-maker labels the SVG with aria-label and a <title>; we point aria-labelledby at the
 * <title>, as an SVG image is best labelled.
 */

export const BADGE_THEMES = ["light", "dark"] as const;
export type BadgeTheme = (typeof BADGE_THEMES)[number];

/** How the message side reads at a glance: the subject's freshness, or nothing known. */
export type BadgeTone = "good" | "warning" | "bad" | "neutral";

/** A badge's two sides. */
export interface BadgeContent {
  /** Left: what the badge is about ("ETH · Ethereum"). */
  label: string;
  /** Right: what is known of it ("$3,431.920 · fresh <2 min · verified 5/5"). */
  message: string;
  tone: BadgeTone;
}

interface Palette {
  label: string;
  tones: Readonly<Record<BadgeTone, string>>;
}

/**
 * White text on every fill (badge-maker picks white below its brightness threshold), each fill
 * at least 4.5:1 against it (badge-svg.test.ts). Dark badges sit on dark pages: a label close to
 * such a page's background and deeper fills, so they do not glare beside dark text.
 */
export const BADGE_PALETTES: Readonly<Record<BadgeTheme, Palette>> = {
  light: {
    label: "#555555",
    tones: { good: "#1a7f37", warning: "#9a6700", bad: "#cf222e", neutral: "#6e7781" },
  },
  dark: {
    label: "#2d333b",
    tones: { good: "#196c2e", warning: "#7d4e00", bad: "#a40e26", neutral: "#444c56" },
  },
};

/** Characters of each side at most: a hostile or odd id must not make a page-wide badge. */
export const BADGE_MAX_CHARS = 60;

/**
 * Text XML 1.0 can hold: runs of white space become one space (badge-maker measures what it is
 * given), then every other control character and lone surrogate, and U+FFFE/FFFF, becomes U+FFFD.
 * XML forbids most of them even as character references, so a %00 in a URL would otherwise make
 * the whole SVG unparseable.
 */
export function badgeText(text: string): string {
  return truncateText(
    text
      .replace(/\s+/g, " ")
      .replace(/[\p{Cc}\p{Cs}\ufffe\uffff]/gu, "\ufffd")
      .trim(),
    BADGE_MAX_CHARS,
  );
}

/**
 * The SVG of a badge. Its ids (badge-maker's clip path and gradient, our title) end in a hash of
 * its content and theme, so several badges inlined in one page keep their ids apart (its shadow's
 * "blur" filter keeps one id, the same filter in every badge).
 */
export function renderBadge(content: BadgeContent, theme: BadgeTheme): string {
  const palette = BADGE_PALETTES[theme];
  const label = badgeText(content.label);
  const message = badgeText(content.message) || "unknown";
  const suffix = createHash("sha1").update(`${theme}\n${label}\n${message}`).digest("hex").slice(0, 10);
  const svg = makeBadge({
    label,
    message,
    labelColor: palette.label,
    color: palette.tones[content.tone],
    style: "flat",
    idSuffix: suffix,
  });
  return labelledByTitle(svg, `badge-title-${suffix}`);
}

/** Replaces badge-maker's aria-label with aria-labelledby its <title>, which says the same. */
function labelledByTitle(svg: string, id: string): string {
  const withReference = svg.replace(/^(<svg [^>]*?) aria-label="[^"]*"/, `$1 aria-labelledby="${id}"`);
  const labelled = withReference.replace("<title>", `<title id="${id}">`);
  // Caught by the tests on a badge-maker upgrade that changes its markup, not by visitors.
  if (withReference === svg || labelled === withReference)
    throw new Error("badge-maker's SVG has no aria-label or <title> to label it with");
  return labelled;
}
