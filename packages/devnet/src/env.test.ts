import { describe, expect, it } from "vitest";
import { readDevnetEnv } from "./env.ts";

describe("readDevnetEnv", () => {
  it("turns the node misbehaviour on by default, off with DEVNET_MISBEHAVIOUR=off, and refuses other values", () => {
    expect(readDevnetEnv({}).misbehaviour).toBe(true);
    expect(readDevnetEnv({ DEVNET_MISBEHAVIOUR: "on" }).misbehaviour).toBe(true);
    expect(readDevnetEnv({ DEVNET_MISBEHAVIOUR: " OFF " }).misbehaviour).toBe(false);
    expect(() => readDevnetEnv({ DEVNET_MISBEHAVIOUR: "maybe" })).toThrow(
      /DEVNET_MISBEHAVIOUR must be "on" or "off"/,
    );
  });
});
