import { useParams } from "react-router";
import { PageFrame } from "../../components/page-frame.tsx";

/** PullModel (param id), also reached through the /app/data-services/{id}/ alias (ROUTE-20). */
export function PullModelPage() {
  const { id = "" } = useParams();
  return <PageFrame title="Pull Model" description={`Assets of the data service ${id}.`} />;
}
