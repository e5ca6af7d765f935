import type { ApiWarning } from "@oracle-explorer/core/api-views";
import { describe, expect, it } from "vitest";
import { warnedUpstreams, warnedUpstreamsText } from "./warned-upstreams.ts";

const warning = (upstream: string, failure: ApiWarning["failure"] = "down"): ApiWarning => ({
  upstream,
  failure,
  message: `${upstream} is ${failure}`,
});

describe("warned upstreams", () => {
  it("names each upstream once, in the order first named, whatever its failures", () => {
    const warnings = [
      warning("manifests"),
      warning("prices", "timeout"),
      warning("manifests", "malformed"),
      warning("manifests"),
    ];
    expect(warnedUpstreams(warnings)).toEqual(["manifests", "prices"]);
    expect(warnedUpstreamsText(warnings)).toBe("manifests, prices");
  });

  it("reads one upstream alone, and none as empty text", () => {
    expect(warnedUpstreamsText([warning("manifests"), warning("manifests")])).toBe("manifests");
    expect(warnedUpstreamsText([])).toBe("");
  });
});
