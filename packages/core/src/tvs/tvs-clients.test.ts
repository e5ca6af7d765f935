import { describe, expect, it } from "vitest";
import {
  clientPercentage,
  TVS_CLIENT_SORT_OPTIONS,
  TVS_DEFAULT_SORT_ORDER,
  topTvsClients,
  tvsClientRows,
  tvsProjectCount,
} from "./tvs-clients.ts";

describe("TVS clients", () => {
  it("TVS-02 counts the projects as the clients in tvs-per-client", () => {
    expect(tvsProjectCount({ Venus: 1, Aave: 2, Silo: 0 })).toBe(3);
    expect(tvsProjectCount({})).toBe(0);
  });

  it("TVS-21 a percentage is value / sum × 100, and 0 for a zero or unusable sum", () => {
    expect(clientPercentage(25, 200)).toBe(12.5);
    expect(clientPercentage(25, 0)).toBe(0);
    expect(clientPercentage(25, Number.NaN)).toBe(0);
    expect(clientPercentage(Number.POSITIVE_INFINITY, 10)).toBe(0);
  });

  it("TVS-21 rows carry each client's share of the map's total", () => {
    const rows = tvsClientRows({ Venus: 75, Aave: 25 });
    expect(rows).toEqual([
      { name: "Venus", value: 75, percentage: 75 },
      { name: "Aave", value: 25, percentage: 25 },
    ]);
    expect(tvsClientRows({ Venus: 0 })[0]?.percentage).toBe(0);
  });

  it("TVS-17 desc lists the highest first (default), asc the lowest, ties by name", () => {
    const map = { b: 2, a: 2, c: 3, d: 1 };
    expect(TVS_DEFAULT_SORT_ORDER).toBe("desc");
    expect(tvsClientRows(map).map((r) => r.name)).toEqual(["c", "a", "b", "d"]);
    expect(tvsClientRows(map, "asc").map((r) => r.name)).toEqual(["d", "a", "b", "c"]);
    expect(TVS_CLIENT_SORT_OPTIONS).toEqual([
      { label: "Highest TVL First", order: "desc" },
      { label: "Lowest TVL First", order: "asc" },
    ]);
  });

  it("TVS-10 the top-N helper gives the largest clients, largest first, 10 by default", () => {
    const map = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`c${i}`, i]));
    const top = topTvsClients(map);
    expect(top).toHaveLength(10);
    expect(top[0]?.name).toBe("c11");
    expect(top.at(-1)?.name).toBe("c2");
    expect(topTvsClients(map, 3).map((r) => r.name)).toEqual(["c11", "c10", "c9"]);
  });
});
