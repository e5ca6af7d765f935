import { Hono } from "hono";

/**
 * The local chains' JSON-RPC behind the devnet: POST /rpc/{chainId} is passed to that chain's
 * anvil as is. Served under the fault middleware, so the "rpc" fault breaks chain reads the way
 * every other upstream breaks. Only used when the devnet advertises its chains through itself
 * (DevnetOptions.rpcThroughUrl); the relayer always talks to anvil directly.
 */
export function createRpcProxy(targets: ReadonlyMap<number, string>) {
  const proxy = new Hono();
  proxy.post("/:chainId", async (c) => {
    const target = targets.get(Number(c.req.param("chainId")));
    if (!target) return c.json({ error: `no local chain ${c.req.param("chainId")}` }, 404);
    try {
      const answer = await fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: await c.req.arrayBuffer(),
        signal: c.req.raw.signal,
      });
      return new Response(await answer.arrayBuffer(), {
        status: answer.status,
        headers: { "content-type": answer.headers.get("content-type") ?? "application/json" },
      });
    } catch (error) {
      return c.json({ error: `chain ${c.req.param("chainId")} did not answer: ${String(error)}` }, 502);
    }
  });
  return proxy;
}
