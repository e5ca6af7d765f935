import type { NodeScorecardView } from "@oracle-explorer/core/api-views";
import { shortenAddress } from "@oracle-explorer/core/format";
import { nodeSubject } from "@oracle-explorer/core/history";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { useLiveTitle } from "../../app/use-live-title.ts";
import { DownloadLinks } from "../../components/download-links.tsx";
import { LazySubjectIncidents } from "../../components/incidents/lazy-subject-incidents.tsx";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { RetryNotice } from "../../components/retry-notice.tsx";
import { StarButton } from "../../components/star-button.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import { historyErrorText } from "../../lib/history-error.ts";
import { nodesQueryOptions } from "../../lib/queries/nodes-query.ts";
import {
  exportWindowHours,
  nodeAddressKey,
  roundsExportUrl,
  useNodeScorecard,
} from "./get-node-scorecard.ts";
import { DeviationCard } from "./node-deviation.tsx";
import { GapsCard, InvalidSignaturesCard, MissedRoundsCard } from "./node-events.tsx";
import { HourlyCard } from "./node-hours.tsx";
import { NodeIdentity } from "./node-identity.tsx";
import styles from "./node-page.module.css";
import { UptimeCards } from "./node-uptime.tsx";

/** Who the page is about, from the scorecard or, when that failed, from the nodes list. */
export type NodeIdentityView = NodeScorecardView["node"];

/** CSV and JSON of the node's raw rounds over the last hours the api keeps. */
function RoundsDownload({ address, rawRetentionHours }: { address: string; rawRetentionHours: number }) {
  const hours = exportWindowHours(rawRetentionHours);
  return (
    <DownloadLinks
      label={`Rounds, last ${hours} h`}
      what={`rounds of the last ${hours} h`}
      href={(now, format) => roundsExportUrl(address, now, hours, format)}
    />
  );
}

/** Everything under the header, once the scorecard is here; one gap between cards. */
function Scorecard({ data }: { data: NodeScorecardView }) {
  const service = data.node.dataServiceId;
  if (data.recordedFrom === null) {
    return (
      <div className={styles.stack}>
        <Notice>
          Nothing recorded yet: the indexer has not observed a round of {service}, so this node has no record.
          Its uptime and deviation start with the first round the indexer sees.
        </Notice>
        <UptimeCards data={data} />
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <UptimeCards data={data} />
      <DeviationCard data={data} />
      <HourlyCard data={data} />
      <div className={styles.events}>
        <MissedRoundsCard data={data} />
        <InvalidSignaturesCard data={data} />
      </div>
      {data.gaps.length > 0 ? <GapsCard gaps={data.gaps} /> : null}
    </div>
  );
}

/**
 * A node's page (/app/data-providers/{address}/, beyond the spec): who runs it and for which data
 * service, its uptime over 24 hours, 7 and 30 days, how far its values sat from each round's
 * median, its hourly record, missed rounds, invalid signatures and the times nobody observed
 * (never counted as its downtime), with its raw rounds for download, and its incidents. The route
 * loader raised the 404 page already for an address that is no node, and left the answer in the cache.
 */
export function NodePage() {
  const { node: param = "" } = useParams();
  const address = nodeAddressKey(param);
  const scorecard = useNodeScorecard(address);
  const data = scorecard.data;
  const failed = data === undefined && scorecard.isError;
  // With no scorecard the header still says whose page this is, from the nodes list.
  const nodes = useQuery({ ...nodesQueryOptions, enabled: failed });
  const listed = nodes.data?.nodes.find(
    (node) => node.evmAddress !== false && node.evmAddress.toLowerCase() === address,
  );
  const identity: NodeIdentityView | null =
    data?.node ??
    (listed && listed.evmAddress !== false
      ? {
          name: listed.name,
          address: listed.evmAddress,
          dataServiceId: listed.dataServiceId,
          logo: listed.logo,
          url: listed.url,
        }
      : null);
  useLiveTitle(identity?.name ?? null, null);

  return (
    <PageFrame
      title={
        <span className={styles.titleRow}>
          <TokenLogo src={identity?.logo ?? null} name={identity?.name ?? address} size={36} />
          {identity?.name ?? shortenAddress(address)}
        </span>
      }
      // The URL's address is the node's (the loader 404s any other), so the star needs no answer.
      titleAside={
        <StarButton subject={nodeSubject(address)} name={identity?.name ?? shortenAddress(address)} />
      }
      description={
        identity ? (
          <>
            A node of the <Link to={paths.pullModel(identity.dataServiceId)}>{identity.dataServiceId}</Link>{" "}
            data service: its uptime, its deviation from the median and the rounds it missed.
          </>
        ) : (
          "A data provider node: its uptime, its deviation from the median and the rounds it missed."
        )
      }
      actions={
        <span className={styles.actions}>
          {data && data.recordedFrom !== null ? (
            <RoundsDownload address={address} rawRetentionHours={data.rawRetentionHours} />
          ) : null}
          <Link to={paths.dataProviders} className={styles.back}>
            All nodes
          </Link>
        </span>
      }
    >
      <NodeIdentity
        address={identity?.address ?? address}
        identity={identity}
        recordedFrom={data?.recordedFrom}
        rawRetentionHours={data?.rawRetentionHours}
      />
      {failed ? (
        <RetryNotice onRetry={() => scorecard.refetch()} retrying={scorecard.isFetching}>
          {historyErrorText(scorecard.error, "this node's record")}
        </RetryNotice>
      ) : null}
      {data !== undefined && scorecard.isError ? (
        <Notice>This node's record could not be refreshed; the page shows the last one received.</Notice>
      ) : null}
      {scorecard.isPending ? (
        <div className={styles.placeholder} aria-busy="true">
          <span className="visually-hidden">Loading the node's record…</span>
        </div>
      ) : null}
      {data ? <Scorecard data={data} /> : null}
      {/* Beyond the spec (issue 29): its own queries, so it shows even when the scorecard failed. */}
      <LazySubjectIncidents subject={nodeSubject(address)} what="this node" />
    </PageFrame>
  );
}
