import { appPaths, tokenRouteParam } from "@oracle-explorer/core/app-routes";
import { escapeMarkup } from "@oracle-explorer/core/format";
import { apiPath, apiUrl } from "../../lib/api-resources.ts";
import type { Theme } from "../../lib/theme.ts";

/** What a badge is of: a push feed by its page's route forms, or a token by its symbol. */
export type BadgeSubject =
  | { kind: "feed"; network: string; token: string; layer: string | null; feed: string; networkName: string }
  | { kind: "token"; symbol: string };

/** A badge's absolute URLs and its text alternative: everything its snippets are made of. */
export interface BadgeLinks {
  /** The badge image of each theme. */
  image: Readonly<Record<Theme, string>>;
  /** The page the badge links to (this page). */
  page: string;
  alt: string;
}

/**
 * The badge's URLs on this site's origin (the snippets are pasted elsewhere, so they are
 * absolute) and its alt text, which names the product: the badge itself does not.
 */
export function badgeLinks(subject: BadgeSubject, origin: string, productName: string): BadgeLinks {
  const image = (theme: Theme) =>
    origin +
    apiUrl(
      subject.kind === "feed"
        ? apiPath(
            "feedBadge",
            { network: subject.network, file: `${subject.token}.svg` },
            // The light badge is the default: its URL carries no theme.
            { layer: subject.layer, theme: theme === "dark" ? "dark" : undefined },
          )
        : apiPath(
            "tokenBadge",
            { file: `${tokenRouteParam(subject.symbol)}.svg` },
            { theme: theme === "dark" ? "dark" : undefined },
          ),
    );
  return subject.kind === "feed"
    ? {
        image: { light: image("light"), dark: image("dark") },
        page: origin + appPaths.singleFeed(subject.network, subject.token, subject.layer),
        alt: `${subject.feed} on ${subject.networkName}: ${productName} price feed`,
      }
    : {
        image: { light: image("light"), dark: image("dark") },
        page: origin + appPaths.token(subject.symbol),
        alt: `${subject.symbol}: ${productName} price`,
      };
}

/** Markdown's reserved characters in link text and targets, backslash- or percent-escaped. */
const markdownText = (text: string) => text.replace(/[\\[\]]/g, "\\$&");
const markdownUrl = (url: string) => url.replace(/\(/g, "%28").replace(/\)/g, "%29").replace(/ /g, "%20");

/** A linked badge image in Markdown (a README), in one theme: GitHub's Markdown has no picture. */
export function markdownSnippet(links: BadgeLinks, theme: Theme): string {
  return `[![${markdownText(links.alt)}](${markdownUrl(links.image[theme])})](${markdownUrl(links.page)})`;
}

/** A linked badge in HTML whose theme follows the reader's light or dark setting (a <picture>). */
export function htmlSnippet(links: BadgeLinks): string {
  const attr = escapeMarkup;
  return [
    `<a href="${attr(links.page)}">`,
    "  <picture>",
    `    <source media="(prefers-color-scheme: dark)" srcset="${attr(links.image.dark)}">`,
    `    <img src="${attr(links.image.light)}" alt="${attr(links.alt)}" height="20">`,
    "  </picture>",
    "</a>",
  ].join("\n");
}
