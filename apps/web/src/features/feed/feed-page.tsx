import { useParams, useSearchParams } from "react-router";
import { PageFrame } from "../../components/page-frame.tsx";
import { Disclaimers } from "../disclaimers/disclaimers.tsx";
import { useFeedDetail } from "./get-feed.ts";

/**
 * SingleFeed (params network and token, both URL-safe route forms). So far it shows the feed's
 * disclaimer (DISCLAIMER-06); the answer, triggers, chart and transactions are the push-model
 * issue's work.
 */
export function FeedPage() {
  const { network = "", token = "" } = useParams();
  const [search] = useSearchParams();
  const detail = useFeedDetail(network, token, search.get("layer"));
  return (
    <PageFrame
      title={token}
      description={`On-chain feed on ${network}: answer, triggers, sources and transactions.`}
    >
      <Disclaimers ids={[detail.data?.disclaimerID]} />
    </PageFrame>
  );
}
