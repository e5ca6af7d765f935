import { PageFrame } from "../../components/page-frame.tsx";

/** Data providers page (/app/data-providers/), titled Production Nodes (NODES-01). */
export function NodesPage() {
  return (
    <PageFrame
      title="Production Nodes"
      description="Data providers running oracle nodes and their signing addresses."
    />
  );
}
