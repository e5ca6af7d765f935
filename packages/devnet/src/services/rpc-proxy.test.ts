import { listen } from "@oracle-explorer/server-kit";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createFaultAdmin, FaultSwitchboard, injectFaults } from "../faults/index.ts";
import { createRpcProxy } from "./rpc-proxy.ts";

/** A stand-in anvil that answers eth_chainId with the id it was started for. */
async function fakeChain(chainId: number) {
  const app = new Hono();
  app.post("/", async (c) => {
    const request = (await c.req.json()) as { id: number; method: string };
    return c.json({
      jsonrpc: "2.0",
      id: request.id,
      result: `0x${chainId.toString(16)}`,
      method: request.method,
    });
  });
  return listen({ app, host: "127.0.0.1", port: 0, name: "chain", portEnv: "X" });
}

const call = (app: Hono, path: string) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "eth_chainId", params: [] }),
  });

describe("rpc proxy", () => {
  it("passes a JSON-RPC call to the chain's anvil, and the rpc fault breaks it", async () => {
    const chain = await fakeChain(42161);
    try {
      const board = new FaultSwitchboard();
      const app = new Hono();
      app.route("/__admin", createFaultAdmin(board));
      app.use("*", injectFaults(board));
      app.route("/rpc", createRpcProxy(new Map([[42161, chain.url]])));

      const answer = await call(app, "/rpc/42161");
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ id: 7, result: "0xa4b1", method: "eth_chainId" });
      expect((await call(app, "/rpc/1")).status).toBe(404);

      board.set("rpc", "error");
      expect((await call(app, "/rpc/42161")).status).toBe(503);
      board.set("rpc", "off");
      expect((await call(app, "/rpc/42161")).status).toBe(200);
    } finally {
      await chain.close();
    }
  });
});
