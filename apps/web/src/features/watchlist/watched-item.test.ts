import type { SubjectStateView } from "@oracle-explorer/core/api-views";
import { describe, expect, it } from "vitest";
import { feedItem } from "../../test/feeds-fixture.ts";
import { nodeView } from "../../test/nodes-fixture.ts";
import { healthOf, healthText, localSubject, watchedItems } from "./watched-item.ts";

const ADDRESS = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";

const state = (id: string, extra: Partial<SubjectStateView> = {}): SubjectStateView => ({
  id,
  type: "token",
  known: true,
  name: id,
  href: null,
  ongoing: 0,
  worst: null,
  ...extra,
});

describe("a watched item's health", () => {
  it("says OK, how many incidents are ongoing and the worst, or that the id is unknown", () => {
    expect(healthText(healthOf(state("token:ETH"), true))).toBe("OK");
    expect(healthText(healthOf(state("token:ETH", { ongoing: 2, worst: "major" }), true))).toBe(
      "2 ongoing, worst major",
    );
    expect(healthText(healthOf(state("token:NOPE", { known: false }), true))).toBe(
      "Unknown id: not on this network",
    );
  });

  it("never says OK before the store has recorded anything", () => {
    expect(healthText(healthOf(state("token:ETH"), false))).toBe("Nothing recorded yet");
    // An unknown id is unknown whatever the record.
    expect(healthText(healthOf(state("token:NOPE", { known: false }), false))).toBe(
      "Unknown id: not on this network",
    );
  });
});

describe("a watched item without the api", () => {
  const lists = {
    feeds: { feeds: [feedItem("BTC", "ethereum")], generatedAt: 0, warnings: [] },
    nodes: { nodes: [nodeView("redstone-primary-prod-altair", "redstone-primary-prod", ADDRESS)] },
    networks: {
      networks: [
        {
          id: "ethereum",
          chainId: 1,
          name: "Ethereum Mainnet",
          iconUrl: null,
          explorerUrl: null,
          isTestnet: false,
        },
      ],
    },
  };

  it("takes its name and link from the lists the app reads", () => {
    expect(localSubject("token:USDC/EUR", lists)).toEqual({ name: "USDC/EUR", href: "/app/token/USDC-EUR/" });
    expect(localSubject(`node:${ADDRESS}`, lists)).toEqual({
      name: "redstone-primary-prod-altair",
      href: `/app/data-providers/${ADDRESS}/`,
    });
    expect(localSubject("network:1", lists)).toEqual({
      name: "Ethereum Mainnet",
      href: "/app/feeds/?networks=1",
    });
    expect(localSubject("feed:ethereumLayer/BTC", lists)).toEqual({
      name: "BTC on Ethereum Mainnet",
      href: "/app/feeds/ethereum-mainnet/btc/",
    });
  });

  it("keeps its id as its name where no list knows it, and a feed without its page has no link", () => {
    expect(localSubject("feed:someLayer/XYZ", {})).toEqual({ name: "XYZ (someLayer)", href: null });
    expect(localSubject("network:solana/1", {})).toEqual({
      name: "Chain solana/1",
      href: "/app/feeds/?networks=solana%2F1",
    });
    expect(localSubject(`node:${ADDRESS}`, {}).name).toBe("0xf39f...2266");
  });

  it("rows keep the order starred: the api's resolution where it has one, checking or unavailable otherwise", () => {
    const answer = {
      subjects: [
        state("token:ETH", { name: "ETH", href: "/app/token/ETH/" }),
        state("network:1", { type: "network", name: "Ethereum" }),
      ],
      recordFrom: 1,
    };
    const rows = watchedItems(["network:1", "token:ETH", "token:NEW"], answer, false, lists);
    expect(rows.map((row) => [row.id, row.name, row.href, healthText(row.health)])).toEqual([
      // The api names no page for a network: its feeds are where the app shows it.
      ["network:1", "Ethereum", "/app/feeds/?networks=1", "OK"],
      ["token:ETH", "ETH", "/app/token/ETH/", "OK"],
      ["token:NEW", "NEW", "/app/token/NEW/", "Checking…"],
    ]);
    expect(watchedItems(["token:ETH"], undefined, true, {}).map((row) => healthText(row.health))).toEqual([
      "Unavailable",
    ]);
  });
});
