import {
  type SignedPackagesView,
  signedPackagesView,
  verificationView,
} from "@oracle-explorer/core/api-views";
import { verifyInBrowser } from "@oracle-explorer/core/verification";
import { describe, expect, it } from "vitest";
import { itAnswersUpstreamFailures } from "../../test/upstream-failures.ts";
import { useApiHarness } from "../../test/use-api-harness.ts";

const h = useApiHarness(["gateway", "registry"]);

const PRIMARY = "redstone-primary-prod";
const PATH = "/api/v1/tokens/ETH/packages";

async function get(path: string) {
  const response = await h.request(path);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** The gateway's own answer for one feed, read from the devnet directly (no api between). */
async function gatewayAnswer(feedId: string) {
  const url = `${h.devnetUrl}/gateway/v2/data-packages/latest-by-data-feeds/${PRIMARY}?dataFeedIds=${feedId}`;
  const response = await fetch(url);
  return ((await response.json()) as Record<string, Record<string, unknown>[]>)[feedId] ?? [];
}

/** The fields a browser needs of a package, picked from the gateway's own answer. */
const signedFields = (pkg: Record<string, unknown>) => ({
  dataPackageId: pkg.dataPackageId,
  timestampMilliseconds: pkg.timestampMilliseconds,
  signerAddress: pkg.signerAddress,
  signature: pkg.signature,
  dataPoints: (pkg.dataPoints as Record<string, unknown>[]).map(({ metadata: _unsigned, ...point }) => point),
});

describe("GET /api/v1/tokens/{symbol}/packages", () => {
  it("VERIFY-BROWSER-13 the devnet's latest ETH packages, every signed field as the gateway sent it, with primary-prod's registered nodes; never cached", async () => {
    let view: SignedPackagesView | null = null;
    let gateway: Record<string, unknown>[] = [];
    // The gateway moves on every 10 s: read until both answers are of one round.
    for (let attempt = 0; attempt < 3; attempt++) {
      const { status, headers, body } = await get(PATH);
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toBe("no-store");
      view = signedPackagesView.parse(body);
      gateway = await gatewayAnswer("ETH");
      if (gateway[0]?.timestampMilliseconds === view.packages[0]?.timestampMilliseconds) break;
    }
    if (!view) throw new Error("no answer");
    expect(view).toMatchObject({
      feedId: "ETH",
      dataServiceId: PRIMARY,
      dataServiceName: "RedStone Primary Prod",
    });
    expect(view.packages.length).toBeGreaterThanOrEqual(3);
    expect(view.packages).toEqual(gateway.map(signedFields));

    const { nodes } = (await h.json("/api/v1/nodes")) as {
      nodes: { name: string; dataServiceId: string; evmAddress: string | false }[];
    };
    expect(view.nodes).toEqual(
      nodes
        .filter((node) => node.dataServiceId === PRIMARY && node.evmAddress !== false)
        .map(({ name, evmAddress }) => ({ name, evmAddress })),
    );
  });

  it("VERIFY-BROWSER-14 read together with the verification, the browser's recovery of these packages gives the api's signers, hashes and verdict", async () => {
    const [packagesResponse, verificationResponse] = await Promise.all([
      h.request(PATH),
      h.request("/api/v1/tokens/ETH/verification"),
    ]);
    const view = signedPackagesView.parse(await packagesResponse.json());
    const api = verificationView.parse(await verificationResponse.json());
    // One 2-second cache entry serves both: the same round, package for package.
    expect(view.packages.map((pkg) => pkg.timestampMilliseconds)).toEqual(
      api.packages.map((pkg) => pkg.timestamp),
    );
    const browser = await verifyInBrowser({ ...view, now: api.checkedAt });
    expect(
      browser.packages.map(({ recoveredSigner, signableHash, signature, valid }) => ({
        recoveredSigner,
        signableHash,
        signature,
        valid,
      })),
    ).toEqual(
      api.packages.map(({ recoveredSigner, signableHash, signature, valid }) => ({
        recoveredSigner,
        signableHash,
        signature,
        valid,
      })),
    );
    expect(browser.packages.map((pkg) => pkg.node?.name ?? null)).toEqual(
      api.packages.map((pkg) => pkg.node?.name ?? null),
    );
    expect(browser.median).toBe(api.median);
    expect(browser.verdict).toEqual(api.verdict);
  });

  it("VERIFY-BROWSER-15 ?service= and the token route form resolve as the verification does; an unknown service is a 404, a malformed one a 400", async () => {
    const demo = signedPackagesView.parse((await get(`${PATH}?service=redstone-primary-demo`)).body);
    expect(demo.dataServiceId).toBe("redstone-primary-demo");
    expect(demo.nodes.length).toBeGreaterThan(0);
    const pair = signedPackagesView.parse((await get("/api/v1/tokens/wstETH-ETH/packages")).body);
    expect(pair.feedId).toBe("wstETH/ETH");
    expect(await get(`${PATH}?service=redstone-nowhere`)).toMatchObject({
      status: 404,
      body: { error: "not_found", message: 'No data service "redstone-nowhere"' },
    });
    expect((await get(`${PATH}?service=%3Cscript%3E`)).status).toBe(400);
    const none = signedPackagesView.parse((await get("/api/v1/tokens/NO-SUCH-FEED/packages")).body);
    expect(none.packages).toEqual([]);
  });

  itAnswersUpstreamFailures(
    "VERIFY-BROWSER-16 the gateway $mode gives the specific upstream error $status",
    () => h,
    {
      endpoint: "gateway",
      upstream: "oracle gateway",
      path: PATH,
      alsoExpect: (response) => expect(response.headers.get("cache-control")).toBe("no-store"),
    },
  );
});
