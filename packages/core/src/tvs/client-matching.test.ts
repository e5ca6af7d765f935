import { describe, expect, it, vi } from "vitest";
import { TVS_CLIENT_ALIASES } from "./client-aliases.ts";
import { createClientMatcher, matchHistoricalTvs, normaliseClientName } from "./client-matching.ts";

describe("normaliseClientName", () => {
  it.each([
    ["Venus Protocol", "venus"],
    ["Aave-V2", "aave"],
    ["Yearn.Finance", "yearn"],
    ["Maker DAO", "maker"],
    ["Pendle", "pendle"],
    ["  Gearbox\tProtocol ", "gearbox"],
    ["Foo Protocol DAO", "fooprotocol"],
    ["Protocolx", "protocolx"],
    ["DAO", "dao"],
  ])("TVS-36 normalises %j to %j", (name, expected) => {
    expect(normaliseClientName(name)).toBe(expected);
  });
});

describe("createClientMatcher", () => {
  const clientsDatabase = [
    { name: "Venus", "dl-id": "venus-core" },
    { name: "Aave", "dl-id": 1599 },
    { name: "Spark", "dl-id": "morpho" },
    { name: "Retired Client", "dl-id": "retired" },
    { name: "No Id" },
  ];

  it("TVS-33 matches a historical id to the client whose dl-id it is, string or number", () => {
    const match = createClientMatcher({ currentClients: ["Venus", "Aave"], clientsDatabase, aliases: {} });
    expect(match("venus-core")).toBe("Venus");
    expect(match("1599")).toBe("Aave");
  });

  it("TVS-33 the dl-id match wins over a name match", () => {
    const match = createClientMatcher({ currentClients: ["Morpho", "Spark"], clientsDatabase, aliases: {} });
    expect(match("morpho")).toBe("Spark");
  });

  it("TVS-33 TVS-35 a dl-id whose client is gone falls through to the name match", () => {
    const match = createClientMatcher({ currentClients: ["Retired"], clientsDatabase, aliases: {} });
    expect(match("retired")).toBe("Retired");
  });

  it("TVS-34 ids without a dl-id match go through the alias table, before the name match", () => {
    const aliases = { "old-lending": "Silo Finance", aave: "Spark" };
    const match = createClientMatcher({
      currentClients: ["Silo", "Aave", "Spark"],
      clientsDatabase,
      aliases,
    });
    expect(match("old-lending")).toBe("Silo");
    expect(match("aave")).toBe("Spark");
  });

  it("TVS-34 the dl-id match wins over the alias table", () => {
    const aliases = { "venus-core": "Aave" };
    const match = createClientMatcher({ currentClients: ["Venus", "Aave"], clientsDatabase, aliases });
    expect(match("venus-core")).toBe("Venus");
  });

  it("TVS-34 the alias table is exported, empty, and used by default", () => {
    expect(TVS_CLIENT_ALIASES).toEqual({});
    const match = createClientMatcher({ currentClients: ["Venus"], clientsDatabase: [] });
    expect(match("constructor")).toBeNull();
    expect(match("venus")).toBe("Venus");
  });

  it("TVS-35 remaining ids match current clients by normalised name", () => {
    const match = createClientMatcher({
      currentClients: ["Venus Protocol", "Yearn"],
      clientsDatabase: [],
      aliases: {},
    });
    expect(match("venus")).toBe("Venus Protocol");
    expect(match("yearn-finance")).toBe("Yearn");
    expect(match("unknown")).toBeNull();
  });
});

describe("matchHistoricalTvs", () => {
  it("TVS-38 TVS-33 re-keys history by current client, with unix-second keys as ms, sorted", () => {
    const snapshots = matchHistoricalTvs(
      { "1725408000": { "venus-core": 2 }, "1725321600": { "venus-core": 1 } },
      { Venus: 5 },
      [{ name: "Venus", "dl-id": "venus-core" }],
    );
    expect(snapshots.map((snapshot) => snapshot.x)).toEqual([1_725_321_600_000, 1_725_408_000_000]);
    expect(snapshots.map((snapshot) => snapshot.values.get("Venus"))).toEqual([1, 2]);
  });

  it("TVS-35 sums several historical ids that match one client on a date", () => {
    const [snapshot] = matchHistoricalTvs({ "100": { "venus-core": 1, "Venus Protocol": 2 } }, { Venus: 5 }, [
      { name: "Venus", "dl-id": "venus-core" },
    ]);
    expect(snapshot?.values.get("Venus")).toBe(3);
  });

  it("TVS-37 logs unmatched entries above 1e8 once per id and drops them; smaller ones silently", () => {
    const log = vi.fn();
    const snapshots = matchHistoricalTvs(
      {
        "100": { Ghost: 2e8, Small: 1e8, Venus: 1 },
        "200": { Ghost: 3e8, Small: 5e7, Venus: 1 },
      },
      { Venus: 5 },
      [],
      { log },
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('"Ghost"');
    for (const snapshot of snapshots) expect([...snapshot.values.keys()]).toEqual(["Venus"]);
  });

  it("TVS-38 skips date keys that are not numbers and reads unusable values as 0", () => {
    const snapshots = matchHistoricalTvs(
      { yesterday: { Venus: 1 }, "": { Venus: 1 }, "100": { Venus: Number.NaN } },
      { Venus: 5 },
      [],
    );
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]?.values.get("Venus")).toBe(0);
  });
});
