import { describe, expect, it } from "vitest";
import { searchTokenTypeOptions, tokenTypeLabel, tokenTypeOptions } from "./token-types.ts";

describe("token-type labels", () => {
  it("TOKENS-23 labels crypto 'Cryptos'", () => {
    expect(tokenTypeLabel("crypto")).toBe("Cryptos");
  });

  it("TOKENS-24 labels Proof of Reserves 'Proof of Reserves'", () => {
    expect(tokenTypeLabel("Proof of Reserves")).toBe("Proof of Reserves");
  });

  it("TOKENS-25 labels lst/lrt 'LST/LRT'", () => {
    expect(tokenTypeLabel("lst/lrt")).toBe("LST/LRT");
  });

  it("TOKENS-26 labels currencies 'Currencies'", () => {
    expect(tokenTypeLabel("currencies")).toBe("Currencies");
  });

  it("TOKENS-27 labels RWA 'RWA'", () => {
    expect(tokenTypeLabel("RWA")).toBe("RWA");
  });

  it("TOKENS-28 labels avax 'Avalanche'", () => {
    expect(tokenTypeLabel("avax")).toBe("Avalanche");
  });

  it("TOKENS-29 labels etfs 'ETF'", () => {
    expect(tokenTypeLabel("etfs")).toBe("ETF");
  });

  it("TOKENS-30 shows pair as 'pair' and never offers it in the dropdown", () => {
    expect(tokenTypeLabel("pair")).toBe("pair");
    expect(tokenTypeLabel("toString")).toBe("toString");
    expect(tokenTypeOptions().map((option) => option.value)).not.toContain("pair");
    expect(tokenTypeOptions([{ tags: ["pair", "crypto"] }])).toEqual([{ value: "crypto", label: "Cryptos" }]);
  });

  it("TOKENS-03 offers the labelled tags in order, limited to those tokens carry when given", () => {
    expect(tokenTypeOptions().map((option) => option.label)).toEqual([
      "Cryptos",
      "Proof of Reserves",
      "LST/LRT",
      "Currencies",
      "RWA",
      "Avalanche",
      "ETF",
    ]);
    expect(
      tokenTypeOptions([{ tags: ["avax"] }, { tags: ["etfs", "crypto"] }, {}]).map((o) => o.value),
    ).toEqual(["crypto", "avax", "etfs"]);
  });

  it("TOKENS-04 filters dropdown options by label, ignoring case", () => {
    expect(searchTokenTypeOptions(tokenTypeOptions(), "LST").map((o) => o.value)).toEqual(["lst/lrt"]);
    expect(searchTokenTypeOptions(tokenTypeOptions(), "ava").map((o) => o.value)).toEqual(["avax"]);
    expect(searchTokenTypeOptions(tokenTypeOptions(), "zzz")).toEqual([]);
  });
});
