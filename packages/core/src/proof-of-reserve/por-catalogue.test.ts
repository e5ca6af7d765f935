import { describe, expect, it } from "vitest";
import { holdersOfCustodian, POR_CUSTODIANS } from "./por-catalogue.ts";

describe("proof-of-reserve catalogue", () => {
  it("POR-11 maps holders to custodians, both Coinbase wallets to Coinbase", () => {
    expect(POR_CUSTODIANS.map(holdersOfCustodian)).toEqual([
      ["CoinbaseWallet", "CoinbaseSecondWallet"],
      ["KomainuWallet"],
      ["ZodiaWallet"],
      ["CopperWallet"],
      ["MintingContract"],
    ]);
  });

  it("POR-09 POR-11 custodians come in the order Coinbase, Komainu, Zodia, Copper, Mint & Redeem Contract", () => {
    expect(POR_CUSTODIANS).toEqual(["Coinbase", "Komainu", "Zodia", "Copper", "Mint & Redeem Contract"]);
  });
});
