import { z } from "zod";
import { nodeRecordView } from "./history.ts";
import { sourceView } from "./sources.ts";
import { apiWarningView } from "./tokens.ts";

/** Response schemas (view models) of the api's data services and nodes resources. */

/** A data service card (SERVICES-01). */
export const dataServiceView = z
  .object({
    /** e.g. "redstone-primary-prod". */
    id: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string(),
    /** The number of assets its detail lists (non-hidden tokens of its manifest). */
    assetsCount: z.number().int().nonnegative(),
  })
  .meta({ id: "DataService", description: "A data service card." });
export type DataServiceView = z.infer<typeof dataServiceView>;

export const dataServicesView = z
  .object({
    dataServices: z.array(dataServiceView),
    /** A manifest that failed to load counts as empty (CALL-19) and is named here. */
    warnings: z.array(apiWarningView),
  })
  .meta({ id: "DataServices", description: "The Data services list." });
export type DataServicesView = z.infer<typeof dataServicesView>;

/** A row of the Pull Model asset table (SERVICES-08). */
export const serviceAssetView = z
  .object({
    symbol: z.string(),
    name: z.string(),
    logoURI: z.string().nullable(),
    /** The sources its manifest entry reads (or the manifest's default sources). */
    sources: z.array(z.string()),
    /**
     * Sources with a value in its latest price (FILTER-28: with sources picked, only assets priced
     * by one of them show); null when the latest prices could not be read.
     */
    pricedSources: z.array(z.string()).nullable(),
    /** DISCLAIMER-07: the asset's disclaimer, shown once per id on the Pull Model page. */
    disclaimerID: z.string().nullable(),
  })
  .meta({ id: "ServiceAsset", description: "An asset of a data service." });
export type ServiceAssetView = z.infer<typeof serviceAssetView>;

export const dataServiceDetailView = dataServiceView
  .extend({
    /** Ms between signed packages, from the manifest; null without one. */
    interval: z.number().nullable(),
    /** Non-hidden tokens of its manifest, in popularity order. */
    assets: z.array(serviceAssetView),
    /** The sources its assets read, most used first; feedCount counts this service's assets. */
    sources: z.array(sourceView),
    warnings: z.array(apiWarningView),
  })
  .meta({
    id: "DataServiceDetail",
    description: "The Pull Model page: a data service with assets and sources.",
  });
export type DataServiceDetailView = z.infer<typeof dataServiceDetailView>;

/** A production node (NODES-02..05); description, key and ipAddress stay out (NODES-09). */
export const nodeView = z
  .object({
    name: z.string(),
    logo: z.string().nullable(),
    url: z.string().nullable(),
    dataServiceId: z.string(),
    /** false shows "Coming soon" (NODES-05). */
    evmAddress: z.union([z.string(), z.literal(false)]),
    /** Beyond the spec: its 7-day record from the indexer's store; null without a key or a record. */
    record: nodeRecordView.nullable(),
  })
  .meta({ id: "Node", description: "A signer node of a data service." });
export type NodeView = z.infer<typeof nodeView>;

export const nodesView = z
  .object({ nodes: z.array(nodeView) })
  .meta({ id: "Nodes", description: "The Production Nodes list, in registry order." });
export type NodesView = z.infer<typeof nodesView>;
