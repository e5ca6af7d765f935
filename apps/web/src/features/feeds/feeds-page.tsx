import { PageFrame } from "../../components/page-frame.tsx";

/** Push Model on-chain feeds list (/app/feeds/). */
export function FeedsPage() {
  return (
    <PageFrame
      title="Push Model"
      description="On-chain price feeds on every network, with their answers, deviation and heartbeat."
    />
  );
}
