import {
  historicalTvsSchema,
  tvsClientsSchema,
  tvsPerClientSchema,
  tvsSumSchema,
} from "@oracle-explorer/core/schemas";
import {
  cutAtFirstDrop,
  matchHistoricalTvs,
  normaliseClientName,
  snapshotTotal,
} from "@oracle-explorer/core/tvs";
import { describe, expect, it } from "vitest";
import { createAuthoredWorld } from "./authored/create-authored-world.ts";
import { TVS_DIP_CLIENT, TVS_MID_YEAR_CLIENT } from "./authored/tvs-clients.ts";
import {
  TVS_DIP_DAYS_AGO,
  TVS_MID_YEAR_START_DAYS,
  tvsClientAliases,
  tvsHistory,
  tvsSnapshot,
} from "./tvs.ts";

const now = Date.UTC(2025, 5, 15, 13, 30);
const world = createAuthoredWorld({ seed: 9, productId: "redstone", referenceTime: now });
const history = tvsHistory(world, now);
const keys = Object.keys(history);
const clientByName = new Map(world.tvsClients.map((client) => [client.name, client]));
const idOf = (name: string) => clientByName.get(name)?.historicalId ?? "";

describe("TVS clients and history", () => {
  it("holds at least 30 clients with TVS and TVL between 1e6 and 5e9", () => {
    expect(world.tvsClients.length).toBeGreaterThanOrEqual(30);
    expect(new Set(world.tvsClients.map((c) => c.name)).size).toBe(world.tvsClients.length);
    for (const client of world.tvsClients) {
      expect(client.tvs, client.name).toBeGreaterThanOrEqual(1e6);
      expect(client.tvs, client.name).toBeLessThanOrEqual(5e9);
      expect(client.tvl, client.name).toBeGreaterThanOrEqual(client.tvs);
      expect(client.growth).toBeGreaterThan(0);
    }
  });

  it("TVS-33..35 history ids exercise dl-id, alias and normalised-name matching", () => {
    const clients = world.tvsClients;
    expect(clients.filter((c) => c.historicalId === c.dlId).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(tvsClientAliases(world)).length).toBeGreaterThanOrEqual(1);
    const normalised = clients.filter(
      (c) => c.historicalId !== c.name && normaliseClientName(c.historicalId) === normaliseClientName(c.name),
    );
    expect(normalised.length).toBeGreaterThanOrEqual(3);
    expect(clientByName.get("Morpho Blue")?.historicalId).toBe("morpho-blue-protocol");
  });

  it("has at least 365 daily points ending today, keyed by 00:00 UTC in unix seconds", () => {
    expect(keys.length).toBeGreaterThanOrEqual(366);
    const seconds = keys.map(Number);
    expect(seconds.at(-1)).toBe(Date.UTC(2025, 5, 15) / 1000);
    for (let index = 1; index < seconds.length; index += 1) {
      expect((seconds[index] ?? 0) - (seconds[index - 1] ?? 0)).toBe(86_400);
    }
    expect(historicalTvsSchema.parse(history)).toEqual(history);
  });

  it("values are never NaN or negative and today's equal the current TVS", () => {
    for (const entries of Object.values(history)) {
      for (const value of Object.values(entries)) expect(Number.isFinite(value) && value >= 0).toBe(true);
    }
    const today = history[keys.at(-1) ?? ""] ?? {};
    for (const client of world.tvsClients) expect(today[client.historicalId]).toBe(client.tvs);
  });

  it("one client starts mid-year", () => {
    const id = idOf(TVS_MID_YEAR_CLIENT);
    const present = keys.filter((key) => history[key]?.[id] !== undefined);
    expect(present.length).toBe(TVS_MID_YEAR_START_DAYS + 1);
    expect(history[keys[0] ?? ""]?.[id]).toBeUndefined();
  });

  it("TVS-07 one client dips sharply for a day, but the total never drops 20 %, so nothing is cut", () => {
    const id = idOf(TVS_DIP_CLIENT);
    const dipKey = keys[keys.length - 1 - TVS_DIP_DAYS_AGO] ?? "";
    const index = keys.indexOf(dipKey);
    const value = (offset: number) => history[keys[index + offset] ?? ""]?.[id] ?? 0;
    expect(value(0)).toBeLessThan(value(-1) * 0.8);
    expect(value(1)).toBeGreaterThan(value(0) * 1.5);
    const snapshots = matchHistoricalTvs(
      history,
      tvsSnapshot(world).tvsPerClient,
      tvsSnapshot(world).clients,
      {
        aliases: tvsClientAliases(world),
      },
    );
    expect(snapshots).toHaveLength(keys.length);
    expect(cutAtFirstDrop(snapshots)).toHaveLength(keys.length);
    // Every history id matches a current client: the newest snapshot holds every client.
    expect(snapshots.at(-1)?.values.size).toBe(world.tvsClients.length);
    expect(snapshotTotal(snapshots.at(-1) ?? { x: 0, values: new Map() })).toBe(tvsSnapshot(world).tvsSum);
  });

  it("history grows smoothly and is deterministic for the seed", () => {
    const total = (key: string | undefined) =>
      Object.values(history[key ?? ""] ?? {}).reduce((a, b) => a + b, 0);
    expect(total(keys.at(-1))).toBeGreaterThan(total(keys[keys.length - 366]));
    expect(tvsHistory(world, now)).toEqual(history);
    const other = createAuthoredWorld({ seed: 10, productId: "redstone", referenceTime: now });
    expect(tvsHistory(other, now)).not.toEqual(history);
  });

  it("the snapshot parses as the TVS endpoints' payloads", () => {
    const snapshot = tvsSnapshot(world);
    expect(tvsSumSchema.parse(snapshot.tvsSum)).toBe(snapshot.tvsSum);
    expect(snapshot.tvsSum).toBe(world.tvsClients.reduce((sum, c) => sum + c.tvs, 0));
    expect(tvsPerClientSchema.parse(snapshot.tvsPerClient)).toEqual(snapshot.tvsPerClient);
    expect(tvsPerClientSchema.parse(snapshot.tvlPerClient)).toEqual(snapshot.tvlPerClient);
    expect(tvsClientsSchema.parse(snapshot.clients)).toEqual(snapshot.clients);
    expect(snapshot.clients[0]).toEqual({
      name: world.tvsClients[0]?.name,
      "dl-id": world.tvsClients[0]?.dlId,
    });
  });
});
