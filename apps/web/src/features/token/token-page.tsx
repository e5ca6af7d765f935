import { symbolFromTokenRouteParam } from "@oracle-explorer/core";
import { useParams } from "react-router";
import { PageFrame } from "../../components/page-frame.tsx";

/** TokenPage (param symbol): the first "-" of the param reads back as "/" (TOKEN-01). */
export function TokenPage() {
  const symbol = symbolFromTokenRouteParam(useParams().symbol ?? "");
  return <PageFrame title={symbol} description="Price history, recent updates and sources for this asset." />;
}
