import { lazy, Suspense } from "react";
import type { BadgeSubject } from "./badge-snippets.ts";

/**
 * The Embed section's code is its own chunk: the feed and token pages share it, and shared code
 * goes to the chunk the entry loads (vite.config.ts), whose budget has little room left.
 */
const BadgeEmbed = lazy(async () => ({ default: (await import("./badge-embed.tsx")).BadgeEmbed }));

/** "Embed" for a feed or a token, loaded on demand; drop it near the end of a page. */
export function LazyBadgeEmbed({ subject }: { subject: BadgeSubject }) {
  return (
    <Suspense fallback={null}>
      <BadgeEmbed subject={subject} />
    </Suspense>
  );
}
