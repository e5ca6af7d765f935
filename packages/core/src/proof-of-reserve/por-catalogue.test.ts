import { describe, expect, it } from "vitest";
import {
  custodianOfHolder,
  holdersOfCustodian,
  POR_ASSETS,
  POR_CUSTODIANS,
  porAssetLabel,
} from "./por-catalogue.ts";

describe("proof-of-reserve catalogue", () => {
  it("POR-11 maps holders to custodians, both Coinbase wallets to Coinbase", () => {
    expect(custodianOfHolder("CoinbaseWallet")).toBe("Coinbase");
    expect(custodianOfHolder("CoinbaseSecondWallet")).toBe("Coinbase");
    expect(custodianOfHolder("KomainuWallet")).toBe("Komainu");
    expect(custodianOfHolder("ZodiaWallet")).toBe("Zodia");
    expect(custodianOfHolder("CopperWallet")).toBe("Copper");
    expect(custodianOfHolder("MintingContract")).toBe("Mint & Redeem Contract");
    expect(custodianOfHolder("toString")).toBeNull();
    expect(holdersOfCustodian("Coinbase")).toEqual(["CoinbaseWallet", "CoinbaseSecondWallet"]);
  });

  it("POR-09 POR-11 custodians come in the order Coinbase, Komainu, Zodia, Copper, Mint & Redeem Contract", () => {
    expect(POR_CUSTODIANS).toEqual(["Coinbase", "Komainu", "Zodia", "Copper", "Mint & Redeem Contract"]);
  });

  it("POR-12 maps asset keys to labels", () => {
    expect(POR_ASSETS.map(porAssetLabel)).toEqual(["USDT", "USDC", "BUIDL", "BUIDL-I"]);
    expect(porAssetLabel("dai")).toBeNull();
  });
});
