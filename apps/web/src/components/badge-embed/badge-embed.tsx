import { useId, useSyncExternalStore } from "react";
import { useConfig } from "../../lib/config.tsx";
import { currentTheme } from "../../lib/theme.ts";
import card from "../card.module.css";
import { CopyButton } from "../copy-button.tsx";
import styles from "./badge-embed.module.css";
import { type BadgeSubject, badgeLinks, htmlSnippet, markdownSnippet } from "./badge-snippets.ts";

/** Calls `onChange` when the theme shown changes: the header toggle, or the system's setting. */
function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  const media =
    typeof window.matchMedia === "function" ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  media?.addEventListener("change", onChange);
  return () => {
    observer.disconnect();
    media?.removeEventListener("change", onChange);
  };
}

/**
 * "Embed" (issue 30): this page's badge as the visitor sees the site (light or dark), and the
 * Markdown and HTML that show it elsewhere, linking back here.
 */
export function BadgeEmbed({ subject }: { subject: BadgeSubject }) {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme);
  const { productName } = useConfig();
  const links = badgeLinks(subject, window.location.origin, productName);
  const titleId = useId();
  const what = subject.kind === "feed" ? "feed" : "token";
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${card.title} ${styles.title}`}>
        Embed
      </h2>
      <p className={card.intro}>
        A badge with this {what}'s value, freshness and verified signers, for a README or a web page. It links
        back here.
      </p>
      <p className={styles.preview}>
        <img src={links.image[theme]} alt={links.alt} height={20} />
      </p>
      <Snippet
        label="Markdown"
        note={`the ${theme} badge, as shown above`}
        code={markdownSnippet(links, theme)}
      />
      <Snippet label="HTML" note="light or dark, as the reader's system is" code={htmlSnippet(links)} />
    </section>
  );
}

/** One snippet under its heading, with its copy button. */
function Snippet({ label, note, code }: { label: string; note?: string; code: string }) {
  return (
    <div className={styles.snippet}>
      <h3 className={styles.snippetTitle}>
        {label}
        {note ? <span className={styles.note}> · {note}</span> : null}
      </h3>
      <div className={styles.codeRow}>
        <pre className={styles.code}>
          <code>{code}</code>
        </pre>
        <CopyButton text={code} label={`${label} badge snippet`} />
      </div>
    </div>
  );
}
