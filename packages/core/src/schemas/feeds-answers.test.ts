import { describe, expect, it } from "vitest";
import type { FeedsAnswersInput } from "../feeds/feed-values.ts";
import { feedsAnswersSchema } from "./feeds-answers.ts";

describe("feeds-answers-update", () => {
  it("CALL-04 reads value and timestamp per layer and feed", () => {
    const answers = feedsAnswersSchema.parse({
      zkLinkMultiFeed: {
        ETH: { timestamp: "2024-09-03T10:19:41Z", value: "2507.5540574" },
        USDC: { timestamp: "2024-09-03T07:31:53Z", value: "0.99998862" },
      },
      bnbBnb: { BNB: { timestamp: "2024-09-03T11:03:23.123+00:00", value: "534.25046123" } },
    });
    expect(answers.zkLinkMultiFeed?.ETH).toEqual({
      timestamp: "2024-09-03T10:19:41Z",
      value: "2507.5540574",
    });
    expect(answers.bnbBnb?.BNB?.value).toBe("534.25046123");
  });

  it("CALL-04 rejects a numeric value, a non-decimal value and a timestamp that is not ISO-8601", () => {
    const answer = (value: unknown, timestamp: unknown = "2024-09-03T10:19:41Z") =>
      feedsAnswersSchema.safeParse({ layer: { ETH: { value, timestamp } } }).success;
    expect(answer("2507.55")).toBe(true);
    expect(answer(2507.55)).toBe(false);
    expect(answer("n/a")).toBe(false);
    expect(answer("2507.55", 1725358781000)).toBe(false);
    expect(answer("2507.55", "yesterday")).toBe(false);
  });

  it("CALL-04 the parsed answers are the feed rows' apiValues input as they are", () => {
    // Compile-time: FeedsAnswers must stay assignable to feeds/' FeedsAnswersInput.
    const input: FeedsAnswersInput = feedsAnswersSchema.parse({
      l: { ETH: { timestamp: "2024-09-03T10:19:41Z", value: "1" } },
    });
    expect(input.l?.ETH?.value).toBe("1");
  });
});
