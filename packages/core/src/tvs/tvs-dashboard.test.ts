import { describe, expect, it, vi } from "vitest";
import {
  initialTvsDashboardState,
  loadTvsDashboard,
  type TvsDashboardState,
  type TvsFetchers,
  tvsLoadErrorMessage,
  tvsPlaceholderMetrics,
} from "./tvs-dashboard.ts";

const data = {
  tvsSum: 1_000_000,
  tvsPerClient: { Venus: 600_000, Aave: 400_000 },
  tvlPerClient: { Venus: 500_000 },
  historicalTvs: { "1725321600": { Venus: 1 } },
  clients: [{ name: "Venus", "dl-id": "venus-core" }],
};

function resolvingFetchers(): TvsFetchers {
  return {
    tvsSum: async () => data.tvsSum,
    tvsPerClient: async () => data.tvsPerClient,
    tvlPerClient: async () => data.tvlPerClient,
    historicalTvs: async () => data.historicalTvs,
    clients: async () => data.clients,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("TVS dashboard state", () => {
  it("TVS-30 the state holds every listed field, plus tvlPerClient", () => {
    expect(Object.keys(initialTvsDashboardState()).sort()).toEqual(
      [
        "tvsSum",
        "tvsPerClient",
        "tvlPerClient",
        "clientsDatabase",
        "historicalTvsPerClient",
        "selectedTimeframe",
        "activeProviders",
        "dailyTransactions",
        "dailyVolume",
        "avgResponseTime",
        "tvsDailyChange",
        "loading",
        "error",
      ].sort(),
    );
    expect(initialTvsDashboardState().selectedTimeframe).toBe("1M");
    expect(initialTvsDashboardState("1Y").selectedTimeframe).toBe("1Y");
  });

  it("TVS-31 placeholders are 15 providers, 125000 transactions, 15% volume, 0.15 and 2.5", () => {
    expect(tvsPlaceholderMetrics(2_000_000)).toEqual({
      activeProviders: 15,
      dailyTransactions: 125_000,
      dailyVolume: 300_000,
      avgResponseTime: 0.15,
      tvsDailyChange: 2.5,
    });
    expect(tvsPlaceholderMetrics(Number.NaN).dailyVolume).toBe(0);
  });

  it("ERROR-38 the failure text is 'Failed to load dashboard data: ' plus the error message", () => {
    expect(tvsLoadErrorMessage(new Error("HTTP 503"))).toBe("Failed to load dashboard data: HTTP 503");
    expect(tvsLoadErrorMessage("timeout")).toBe("Failed to load dashboard data: timeout");
    expect(tvsLoadErrorMessage({ message: "bad body" })).toBe("Failed to load dashboard data: bad body");
  });
});

describe("loadTvsDashboard", () => {
  it("TVS-26 CALL-37 sets loading and starts all five fetches before any resolves", async () => {
    const pending = {
      tvsSum: deferred<number>(),
      tvsPerClient: deferred<Record<string, number>>(),
      tvlPerClient: deferred<Record<string, number>>(),
      historicalTvs: deferred<Record<string, Record<string, number>>>(),
      clients: deferred<{ name: string }[]>(),
    };
    const fetchers = {
      tvsSum: vi.fn(() => pending.tvsSum.promise),
      tvsPerClient: vi.fn(() => pending.tvsPerClient.promise),
      tvlPerClient: vi.fn(() => pending.tvlPerClient.promise),
      historicalTvs: vi.fn(() => pending.historicalTvs.promise),
      clients: vi.fn(() => pending.clients.promise),
    };
    const states: TvsDashboardState[] = [];
    const load = loadTvsDashboard(fetchers, { onChange: (state) => states.push(state) });
    expect(states).toHaveLength(1);
    expect(states[0]?.loading).toBe(true);
    for (const fetcher of Object.values(fetchers)) expect(fetcher).toHaveBeenCalledOnce();
    pending.tvsSum.resolve(data.tvsSum);
    pending.tvsPerClient.resolve(data.tvsPerClient);
    pending.tvlPerClient.resolve(data.tvlPerClient);
    pending.historicalTvs.resolve(data.historicalTvs);
    pending.clients.resolve(data.clients);
    const final = await load;
    expect(final.loading).toBe(false);
    expect(states.at(-1)).toBe(final);
  });

  it("TVS-27 TVS-29 fills tvsSum, both client maps, clients and history on success, then ends loading", async () => {
    const state = await loadTvsDashboard(resolvingFetchers());
    expect(state).toMatchObject({
      tvsSum: data.tvsSum,
      tvsPerClient: data.tvsPerClient,
      tvlPerClient: data.tvlPerClient,
      historicalTvsPerClient: data.historicalTvs,
      clientsDatabase: data.clients,
      dailyVolume: 150_000,
      loading: false,
      error: null,
    });
  });

  it.each(["tvsSum", "tvsPerClient", "tvlPerClient", "historicalTvs", "clients"] as const)(
    "TVS-28 CALL-43 ERROR-38 TVS-29 a failing %s fails the whole load with the message and ends loading",
    async (failing) => {
      const fetchers = { ...resolvingFetchers(), [failing]: () => Promise.reject(new Error("HTTP 500")) };
      const state = await loadTvsDashboard(fetchers);
      expect(state.error).toBe("Failed to load dashboard data: HTTP 500");
      expect(state.loading).toBe(false);
      expect(state.tvsSum).toBe(0);
      expect(state.tvsPerClient).toEqual({});
    },
  );

  it("CALL-43 a fetcher that throws synchronously fails the load the same way", async () => {
    const fetchers = {
      ...resolvingFetchers(),
      clients: () => {
        throw new Error("boom");
      },
    };
    const state = await loadTvsDashboard(fetchers);
    expect(state).toMatchObject({ error: "Failed to load dashboard data: boom", loading: false });
  });

  it("TVS-28 a reload clears the previous error and a failed reload keeps the previous data", async () => {
    const loaded = await loadTvsDashboard(resolvingFetchers());
    const failed = await loadTvsDashboard(
      { ...resolvingFetchers(), tvsSum: () => Promise.reject(new Error("x")) },
      { state: loaded },
    );
    expect(failed.tvsPerClient).toEqual(data.tvsPerClient);
    expect(failed.error).toBe("Failed to load dashboard data: x");
    const states: TvsDashboardState[] = [];
    await loadTvsDashboard(resolvingFetchers(), { state: failed, onChange: (s) => states.push(s) });
    expect(states[0]).toMatchObject({ loading: true, error: null });
    expect(states[1]?.error).toBeNull();
  });
});
