import { PageFrame } from "../../components/page-frame.tsx";

/** Sources list (/app/sources/). */
export function SourcesPage() {
  return (
    <PageFrame
      title="Sources"
      description="Price sources the oracle nodes read, and how many feeds use each."
    />
  );
}
