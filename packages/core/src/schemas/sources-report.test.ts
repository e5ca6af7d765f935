import { describe, expect, it } from "vitest";
import type { SourcesReportLike } from "../charts/source-errors.ts";
import { sourcesReportSchema } from "./sources-report.ts";

describe("sources report", () => {
  it("CALL-34 reads per-source daily counts of fetching-failed, symbol-not-in-reponse and incorrect-price-value", () => {
    const report = sourcesReportSchema.parse({
      "api-dojo-rapid": {
        "fetching-failed": { "2022-03-02": "2", "2022-03-01": "2", "2022-02-28": "4" },
        "symbol-not-in-reponse": { "2022-03-02": "6" },
        "incorrect-price-value": {},
      },
      kraken: { "fetching-failed": { "2022-03-02": "1" } },
    });
    expect(report["api-dojo-rapid"]?.["fetching-failed"]?.["2022-02-28"]).toBe("4");
    expect(report["api-dojo-rapid"]?.["symbol-not-in-reponse"]).toEqual({ "2022-03-02": "6" });
    expect(report["api-dojo-rapid"]?.["incorrect-price-value"]).toEqual({});
    expect(report.kraken?.["incorrect-price-value"]).toBeUndefined();
  });

  it("CALL-34 rejects numeric counts and non-count text, under the misspelled key too", () => {
    expect(sourcesReportSchema.safeParse({ s: { "fetching-failed": { "2022-03-02": 2 } } }).success).toBe(
      false,
    );
    expect(
      sourcesReportSchema.safeParse({ s: { "incorrect-price-value": { "2022-03-02": "two" } } }).success,
    ).toBe(false);
    expect(
      sourcesReportSchema.safeParse({ s: { "symbol-not-in-reponse": { "2022-03-02": 6 } } }).success,
    ).toBe(false);
  });

  it("CALL-34 keeps other stats with the same shape and is the source-error charts' input as it is", () => {
    // Compile-time: SourcesReport must stay assignable to charts/' SourcesReportLike.
    const report: SourcesReportLike = sourcesReportSchema.parse({ s: { "new-stat": { "2022-03-02": "3" } } });
    expect(report.s?.["new-stat"]?.["2022-03-02"]).toBe("3");
    expect(sourcesReportSchema.safeParse({ s: { note: "text" } }).success).toBe(false);
  });
});
