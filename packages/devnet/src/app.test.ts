import { describe, expect, it } from "vitest";
import { createDevnetApp } from "./app.ts";

describe("devnet app", () => {
  it("answers its health check", async () => {
    const response = await createDevnetApp().request("/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", service: "devnet" });
  });
});
