import { type VerificationView, verificationView } from "@oracle-explorer/core/api-views";
import { readProductConfig } from "@oracle-explorer/core/config";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { createApiContext } from "../../context.ts";
import { itAnswersUpstreamFailures } from "../../test/upstream-failures.ts";
import { useApiHarness } from "../../test/use-api-harness.ts";

const h = useApiHarness(["gateway", "registry"]);

const PRIMARY = "redstone-primary-prod";
const PATH = "/api/v1/tokens/ETH/verification";

async function get(request: (path: string) => Response | Promise<Response>, path: string) {
  const response = await request(path);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** The registry's nodes of a service, as name → lowercase address. */
async function nodesOf(service: string): Promise<Map<string, string>> {
  const { nodes } = (await h.json("/api/v1/nodes")) as {
    nodes: { name: string; dataServiceId: string; evmAddress: string | false }[];
  };
  return new Map(
    nodes
      .filter((node) => node.dataServiceId === service && node.evmAddress !== false)
      .map((node) => [node.name, (node.evmAddress as string).toLowerCase()]),
  );
}

/**
 * An api over the harness's devnet whose fetch changes the value of the second package of every
 * gateway answer after it was signed: what a compromised gateway or a man in the middle would do.
 */
function tamperingApp() {
  const tamper: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!String(input).includes("/v2/data-packages/")) return response;
    const body = (await response.json()) as Record<string, { dataPoints: { value: number }[] }[]>;
    for (const packages of Object.values(body)) {
      const point = packages[1]?.dataPoints[0];
      if (point) point.value *= 1.5;
    }
    return Response.json(body);
  };
  const config = readProductConfig({ DEVNET_URL: h.devnetUrl });
  const context = createApiContext(config, { fetch: tamper });
  const app = createApp({
    config,
    spa: null,
    context,
    operations: { rateLimit: { perMinute: 0, trustProxy: false }, logLevel: "silent" },
  });
  return (path: string) => app.request(path);
}

describe("GET /api/v1/tokens/{symbol}/verification", () => {
  it("verify: the devnet's latest ETH packages recover to the primary-prod nodes and pass every check", async () => {
    const { status, headers, body } = await get(h.request, PATH);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    const view: VerificationView = verificationView.parse(body);
    expect(view).toMatchObject({
      feedId: "ETH",
      dataServiceId: PRIMARY,
      dataServiceName: "RedStone Primary Prod",
    });
    const nodes = await nodesOf(PRIMARY);
    expect(view.registeredNodes).toBe(nodes.size);
    expect(view.packages.length).toBeGreaterThanOrEqual(3);
    for (const pkg of view.packages) {
      expect(pkg.valid).toBe(true);
      expect(pkg.checks.map((check) => check.id)).toEqual(["signature", "registered", "fresh", "unique"]);
      // The recovered address is the registered address of the node it is named after.
      expect(nodes.get(pkg.node?.name ?? "")).toBe(pkg.recoveredSigner?.toLowerCase());
    }
    expect(view.uniqueSigners).toBe(view.packages.length);
    expect(view.median).toBe(
      view.packages.map((p) => p.value as number).sort((a, b) => a - b)[Math.floor(view.packages.length / 2)],
    );
    expect(view.verdict.status).toBe("verified");
  });

  it("verify: a tampered package fails the signature check; the rest still verify (partial)", async () => {
    const { status, body } = await get(tamperingApp(), PATH);
    expect(status).toBe(200);
    const view = verificationView.parse(body);
    const [first, tampered] = view.packages;
    expect(first?.valid).toBe(true);
    expect(tampered?.valid).toBe(false);
    expect(tampered?.checks.find((check) => check.id === "signature")).toMatchObject({
      pass: false,
      text: expect.stringMatching(/^Recovers to 0x.+, not the claimed signer 0x/),
    });
    expect(tampered?.checks.find((check) => check.id === "registered")?.pass).toBe(false);
    expect(tampered?.node).toBeNull();
    // The tampered value is not in the median: every honest package carries the same value.
    expect(view.median).toBe(first?.value);
    expect(view.uniqueSigners).toBe(view.packages.length - 1);
    expect(view.verdict.status).toBe("partial");
  });

  it("verify: ?service= verifies another data service against its own nodes", async () => {
    const view = verificationView.parse((await get(h.request, `${PATH}?service=redstone-primary-demo`)).body);
    const nodes = await nodesOf("redstone-primary-demo");
    expect(view.dataServiceId).toBe("redstone-primary-demo");
    expect(view.registeredNodes).toBe(nodes.size);
    expect(
      view.packages.every((pkg) => nodes.get(pkg.node?.name ?? "") === pkg.recoveredSigner?.toLowerCase()),
    ).toBe(true);
  });

  it('verify: a TokenPage param reads "-" as "/" (wstETH-ETH is wstETH/ETH)', async () => {
    const view = verificationView.parse(
      (await get(h.request, "/api/v1/tokens/wstETH-ETH/verification")).body,
    );
    expect(view.feedId).toBe("wstETH/ETH");
  });

  it("verify: an unknown data service is a 404, a malformed one a 400; a feed without packages is a failed verdict", async () => {
    const unknown = await get(h.request, `${PATH}?service=redstone-nowhere`);
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: "not_found", message: 'No data service "redstone-nowhere"' },
    });
    expect((await get(h.request, `${PATH}?service=%3Cscript%3E`)).status).toBe(400);
    const none = verificationView.parse(
      (await get(h.request, "/api/v1/tokens/NO-SUCH-FEED/verification")).body,
    );
    expect(none.packages).toEqual([]);
    expect(none.verdict.status).toBe("failed");
  });

  itAnswersUpstreamFailures("verify: the gateway $mode gives the specific upstream error $status", () => h, {
    endpoint: "gateway",
    upstream: "oracle gateway",
    path: PATH,
    alsoExpect: (response) => expect(response.headers.get("cache-control")).toBe("no-store"),
  });
});
