import { useParams } from "react-router";
import { PageFrame } from "../../components/page-frame.tsx";

/** SingleFeed (params network and token, both URL-safe route forms). */
export function FeedPage() {
  const { network = "", token = "" } = useParams();
  return (
    <PageFrame
      title={token}
      description={`On-chain feed on ${network}: answer, triggers, sources and transactions.`}
    />
  );
}
