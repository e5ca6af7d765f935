import { PageFrame } from "../../components/page-frame.tsx";

/** Data services list (/app/data-services/). */
export function DataServicesPage() {
  return (
    <PageFrame title="Data Services" description="Pull-model data services and the assets each one signs." />
  );
}
