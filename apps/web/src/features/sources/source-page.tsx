import { useParams } from "react-router";
import { PageFrame } from "../../components/page-frame.tsx";

/** Source detail (param sourceId, ROUTE-14). */
export function SourcePage() {
  const { sourceId = "" } = useParams();
  return <PageFrame title={sourceId} description="Errors reported for this source over the last 5 days." />;
}
