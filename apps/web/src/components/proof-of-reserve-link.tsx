import { useQueries } from "@tanstack/react-query";
import { Link } from "react-router";
import { type ProofOfReserveDashboard, proofOfReserveDashboards } from "../app/layout/sidebar-entries.ts";
import { proofOfReserveQueryOptions } from "../lib/queries/proof-of-reserve-query.ts";

/** Which feed a dashboard reads changes with the api's configuration only: an hour is plenty. */
const MAPPING_STALE_MS = 60 * 60_000;

/**
 * The proof-of-reserve dashboard a feed id belongs to, if any: the one whose api view reads it
 * (`feedId`, POR_STABLECOIN_FEED_ID in the api's configuration), so no symbol is written here.
 * Its push feeds on chain (`onChainFeeds`) carry that same id. One small request per dashboard,
 * shared with the dashboard's own query (same key); a failed one only means no link.
 */
export function useProofOfReserveDashboard(feedId: string | undefined): ProofOfReserveDashboard | null {
  const views = useQueries({
    queries: proofOfReserveDashboards.map((dashboard) => ({
      ...proofOfReserveQueryOptions(dashboard.id),
      // Only the mapping is read here: no polling of the reserves.
      refetchInterval: false as const,
      enabled: feedId !== undefined && feedId !== "",
      staleTime: MAPPING_STALE_MS,
      retry: false,
    })),
  });
  const index = views.findIndex((view) => view.data !== undefined && view.data.feedId === feedId);
  return proofOfReserveDashboards[index] ?? null;
}

interface ProofOfReserveLinkProps {
  /** The token's symbol or the push feed's id. */
  feedId: string | undefined;
  className?: string;
}

/** "Proof of reserve dashboard", on the token and feed pages of a feed a dashboard reads. */
export function ProofOfReserveLink({ feedId, className }: ProofOfReserveLinkProps) {
  const dashboard = useProofOfReserveDashboard(feedId);
  if (!dashboard) return null;
  return (
    <Link to={dashboard.href} className={className}>
      Proof of reserve dashboard
    </Link>
  );
}
