import { describe, expect, it } from "vitest";
import { csvCell, exportFileName, toCsv, toJson } from "./export-data.ts";

describe("export data", () => {
  it("writes CSV with a header, quoting separators, quotes and line breaks", () => {
    const csv = toCsv([
      { feed: "ETH", network: "Ethereum, Mainnet", answer: 2654.5 },
      { feed: 'say "hi"', network: "multi\nline", answer: null },
    ]);
    expect(csv).toBe(
      'feed,network,answer\r\nETH,"Ethereum, Mainnet",2654.5\r\n"say ""hi""","multi\nline",\r\n',
    );
    expect(toCsv([{ a: 1, b: 2 }], ["b", "a"])).toBe("b,a\r\n2,1\r\n");
    expect(toCsv([])).toBe("\r\n");
  });

  it("never lets a spreadsheet run a cell as a formula; numbers stay numbers", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@sum")).toBe("'@sum");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(true)).toBe("true");
  });

  it("writes JSON and names files by title and date", () => {
    expect(JSON.parse(toJson([{ a: 1 }]))).toEqual([{ a: 1 }]);
    expect(exportFileName("Push Model feeds", "csv", new Date("2026-11-22T03:00:00Z"))).toBe(
      "push-model-feeds-2026-11-22.csv",
    );
    expect(exportFileName("!!!", "json", new Date("2026-11-22T03:00:00Z"))).toBe("export-2026-11-22.json");
  });
});
