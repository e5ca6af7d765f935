import { PageFrame } from "../../components/page-frame.tsx";
import { useConfig } from "../../lib/config.tsx";

/** Data Feeds list (/app/tokens/); TOKENS-01 title. The table lands with its own issue. */
export function TokensPage() {
  const { productName } = useConfig();
  return (
    <PageFrame
      title={`${productName} Data Feeds`}
      description="Every asset the oracle prices, with its latest value and type."
    />
  );
}
