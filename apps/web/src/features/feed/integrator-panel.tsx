import type { FeedDetailView, FeedLiveValueView } from "@oracle-explorer/core/api-views";
import { formatAnswer } from "@oracle-explorer/core/format";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import card from "../../components/card.module.css";
import { CopyButton } from "../../components/copy-button.tsx";
import { SegmentedControl } from "../../components/segmented-control.tsx";
import { fetchApi } from "../../lib/api-client.ts";
import { apiPath } from "../../lib/api-resources.ts";
import styles from "./feed-page.module.css";
import { type FeedRef, feedParams } from "./get-feed.ts";
import { integratorSnippets, type Snippet } from "./integrator-snippets.ts";

const STATUS_TEXT: Record<FeedLiveValueView["status"], string> = {
  read: "",
  unreachable: "The chain did not answer just now.",
  failed: "The contract did not return a value.",
  unsupported: "This explorer does not read this chain; the snippets above do.",
};

function readAtText(live: FeedLiveValueView, denomination: string): string {
  const at = new Date(live.readAt).toLocaleTimeString("en-US", { hour12: false });
  if (live.status !== "read" || live.value === null) return `${STATUS_TEXT[live.status]} (asked at ${at})`;
  const updated =
    live.timestamp === null ? "" : `, written ${new Date(live.timestamp).toLocaleString("en-US")}`;
  return `${formatAnswer(live.value, denomination)} read on chain at ${at}${updated}`;
}

/**
 * The integrator panel (beyond the spec): snippets to read this feed from a contract (Solidity),
 * from TypeScript (viem) and from a shell (our api), its ABI fragments, and "Read now", which
 * reads the value on chain through the api at that moment.
 */
export function IntegratorPanel({ detail, feedRef }: { detail: FeedDetailView; feedRef: FeedRef }) {
  const snippets = integratorSnippets(detail.feed, window.location.origin);
  const [shown, setShown] = useState<Snippet["id"]>(snippets[0]?.id ?? "curl");
  const snippet = snippets.find((candidate) => candidate.id === shown) ?? snippets[0];
  const read = useMutation({
    mutationFn: () => fetchApi(apiPath("feedValue", feedParams(feedRef), { layer: feedRef.layer })),
  });
  return (
    <section className={card.card} aria-labelledby="feed-integrate-title">
      <header className={card.head}>
        <h2 id="feed-integrate-title" className={card.title}>
          Integrate this feed
        </h2>
        {snippets.length > 1 ? (
          <SegmentedControl
            legend="Snippet"
            options={snippets.map(({ id, label }) => ({ value: id, label }))}
            value={shown}
            onChange={setShown}
          />
        ) : null}
      </header>
      {snippet ? (
        <div className={styles.snippet}>
          <section
            className={`${styles.code} scroll-edges`}
            aria-label={`${snippet.label} snippet`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the block scrolls, so keyboards must reach it
            tabIndex={0}
          >
            <pre>
              <code data-language={snippet.language}>{snippet.code}</code>
            </pre>
          </section>
          <CopyButton text={snippet.code} label={`${snippet.label} snippet`} />
        </div>
      ) : null}
      <div className={styles.readNow}>
        <button type="button" className="button" onClick={() => read.mutate()} disabled={read.isPending}>
          {read.isPending ? "Reading…" : "Read now"}
        </button>
        <output aria-live="polite" className={styles.meta}>
          {read.isError
            ? `The value could not be read: ${read.error instanceof Error ? read.error.message : "unknown error"}`
            : read.data
              ? readAtText(read.data, detail.feed.denomination)
              : "Reads the value on chain through this explorer's api, now."}
        </output>
      </div>
    </section>
  );
}
