import { describe, expect, it } from "vitest";
import { ECHO_LIMIT, echoInput } from "./echoed-input.ts";

describe("echoInput", () => {
  it("keeps short input whole and cuts long input at the limit with an ellipsis", () => {
    expect(echoInput("binance")).toBe("binance");
    const atLimit = "a".repeat(ECHO_LIMIT);
    expect(echoInput(atLimit)).toBe(atLimit);
    expect(echoInput("b".repeat(5_000))).toBe(`${"b".repeat(ECHO_LIMIT)}…`);
  });

  it("counts characters, never cutting one in half", () => {
    const emoji = "🙂".repeat(ECHO_LIMIT);
    expect(echoInput(emoji)).toBe(emoji);
    const cut = echoInput(`${emoji}🙂`);
    expect(Array.from(cut)).toHaveLength(ECHO_LIMIT + 1);
    expect(cut.endsWith("🙂…")).toBe(true);
  });
});
