import { TVS_UNMATCHED_LOG_THRESHOLD } from "../constants.ts";
import { TVS_CLIENT_ALIASES } from "./client-aliases.ts";
import {
  type ClientTvsMap,
  dateKeyToMs,
  type HistoricalTvs,
  safeTvsValue,
  type TvsClientRecord,
} from "./tvs-data.ts";

const STRIPPED_SUFFIXES = ["protocol", "finance", "v2", "dao"] as const;

/**
 * TVS-36: lowercase, drop whitespace, hyphens and dots, then strip one trailing "protocol",
 * "finance", "v2" or "dao". Decision: the suffix stays when stripping would leave nothing, so a
 * client called "DAO" does not match every other name that is only a suffix.
 */
export function normaliseClientName(name: string): string {
  const compact = name.toLowerCase().replace(/[\s.-]/g, "");
  for (const suffix of STRIPPED_SUFFIXES) {
    if (compact.endsWith(suffix) && compact.length > suffix.length) {
      return compact.slice(0, -suffix.length);
    }
  }
  return compact;
}

type ClientMatchContext = {
  /** The current clients, i.e. the keys of tvs-per-client. */
  readonly currentClients: readonly string[];
  readonly clientsDatabase: readonly TvsClientRecord[];
  /** Defaults to TVS_CLIENT_ALIASES. */
  readonly aliases?: Readonly<Record<string, string>>;
};

/**
 * Builds the TVS-33..35 matcher: historical id → current client name, or null. Order: the database
 * record whose dl-id equals the id (TVS-33), then the alias table (TVS-34), then the id itself
 * compared by normalised name (TVS-35). The names found by the first two steps are themselves
 * resolved to a current client exactly, else by normalised name; when that fails the next step runs.
 */
export function createClientMatcher(context: ClientMatchContext): (historicalId: string) => string | null {
  const current = new Set(context.currentClients);
  const byNormalisedName = new Map<string, string>();
  for (const name of context.currentClients) {
    const key = normaliseClientName(name);
    if (!byNormalisedName.has(key)) byNormalisedName.set(key, name);
  }
  const resolve = (name: string): string | null =>
    current.has(name) ? name : (byNormalisedName.get(normaliseClientName(name)) ?? null);

  const nameByDatabaseId = new Map<string, string>();
  for (const record of context.clientsDatabase) {
    const id = record?.["dl-id"];
    if ((typeof id === "string" && id !== "") || typeof id === "number") {
      const key = String(id);
      if (!nameByDatabaseId.has(key) && typeof record.name === "string")
        nameByDatabaseId.set(key, record.name);
    }
  }
  const aliases = context.aliases ?? TVS_CLIENT_ALIASES;

  return (historicalId) => {
    const databaseName = nameByDatabaseId.get(historicalId);
    const byDatabaseId = databaseName === undefined ? null : resolve(databaseName);
    if (byDatabaseId !== null) return byDatabaseId;
    const alias = Object.hasOwn(aliases, historicalId) ? aliases[historicalId] : undefined;
    const byAlias = alias === undefined ? null : resolve(alias);
    if (byAlias !== null) return byAlias;
    return resolve(historicalId);
  };
}

/** One historical date with its values keyed by current client name. */
export type TvsSnapshot = { readonly x: number; readonly values: ReadonlyMap<string, number> };

type MatchHistoryOptions = {
  readonly aliases?: Readonly<Record<string, string>>;
  /** Receives TVS-37's report of large unmatched entries; nothing is logged without it. */
  readonly log?: (message: string) => void;
};

/**
 * Re-keys historical TVS by current client, as snapshots sorted by time (x in ms). Several ids that
 * match the same client on one date are summed (decision). TVS-37: an unmatched entry above 1e8 is
 * reported through `log`, once per id so a long history does not flood the console (decision), and
 * dropped; smaller unmatched entries are dropped silently. Date keys that are not numbers are
 * skipped; values go through safeTvsValue.
 */
export function matchHistoricalTvs(
  historical: HistoricalTvs,
  tvsPerClient: ClientTvsMap,
  clientsDatabase: readonly TvsClientRecord[],
  options: MatchHistoryOptions = {},
): TvsSnapshot[] {
  const match = createClientMatcher({
    currentClients: Object.keys(tvsPerClient),
    clientsDatabase,
    ...(options.aliases ? { aliases: options.aliases } : {}),
  });
  const logged = new Set<string>();
  const byTime = new Map<number, Map<string, number>>();
  for (const [dateKey, entries] of Object.entries(historical)) {
    const x = dateKeyToMs(dateKey);
    if (x === null || entries === null || typeof entries !== "object") continue;
    const values = byTime.get(x) ?? new Map<string, number>();
    byTime.set(x, values);
    for (const [id, raw] of Object.entries(entries)) {
      const value = safeTvsValue(raw);
      const client = match(id);
      if (client === null) {
        if (value > TVS_UNMATCHED_LOG_THRESHOLD && !logged.has(id)) {
          logged.add(id);
          options.log?.(`TVS history: no current client matches "${id}" (value ${value}); entry dropped`);
        }
        continue;
      }
      values.set(client, (values.get(client) ?? 0) + value);
    }
  }
  return [...byTime.entries()].sort(([a], [b]) => a - b).map(([x, values]) => ({ x, values }));
}
