import type { ApiWarning } from "@oracle-explorer/core/api-views";
import { describe, expect, it } from "vitest";
import { distinctWarnings } from "./warnings.ts";

const warning = (upstream: string, failure: ApiWarning["failure"], message: string): ApiWarning => ({
  upstream,
  failure,
  message,
});

describe("distinctWarnings", () => {
  it("keeps one warning per upstream and failure, in the order first seen", () => {
    const down = warning("manifests", "http", "manifests: HTTP 500");
    expect(distinctWarnings([down, down, warning("prices", "timeout", "slow"), down, down])).toEqual([
      down,
      warning("prices", "timeout", "slow"),
    ]);
  });

  it("joins the differing messages of one upstream's same failure, each once", () => {
    const merged = distinctWarnings([
      warning("manifests", "malformed", "manifest primary: bad"),
      warning("manifests", "malformed", "manifest main: bad"),
      warning("manifests", "malformed", "manifest primary: bad"),
    ]);
    expect(merged).toEqual([warning("manifests", "malformed", "manifest primary: bad; manifest main: bad")]);
  });

  it("keeps different failures of one upstream apart (each is its own visible state)", () => {
    const merged = distinctWarnings([
      warning("manifests", "timeout", "slow"),
      warning("manifests", "http", "HTTP 500"),
    ]);
    expect(merged.map((w) => w.failure)).toEqual(["timeout", "http"]);
  });
});
