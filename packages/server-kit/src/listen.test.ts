import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { ListenError, listen, type RunningServer, readPort } from "./listen.ts";

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

function app() {
  return new Hono().get("/", (c) => c.text("hi"));
}

describe("listen", () => {
  it("serves on a free port and closes", async () => {
    const server = await listen({ app: app(), host: "127.0.0.1", port: 0, name: "test", portEnv: "PORT" });
    running.push(server);
    const response = await fetch(`${server.url}/`);
    expect(await response.text()).toBe("hi");
  });

  it("gives a clear message naming the variable when the port is taken", async () => {
    const first = await listen({ app: app(), host: "127.0.0.1", port: 0, name: "api", portEnv: "PORT" });
    running.push(first);
    const port = Number(new URL(first.url).port);
    const second = listen({ app: app(), host: "127.0.0.1", port, name: "api", portEnv: "PORT" });
    await expect(second).rejects.toThrow(ListenError);
    await expect(second).rejects.toThrow(`port 127.0.0.1:${port} is already in use`);
    await expect(second).rejects.toThrow(/set PORT/);
  });

  it("reads ports and rejects nonsense with the variable's name", () => {
    expect(readPort(undefined, 8787, "PORT")).toBe(8787);
    expect(readPort(" ", 8787, "PORT")).toBe(8787);
    expect(readPort("9000", 8787, "PORT")).toBe(9000);
    for (const bad of ["-1", "65536", "80.5", "http", "1e3x"]) {
      expect(() => readPort(bad, 8787, "PORT")).toThrow(/PORT must be a port number/);
    }
  });
});
