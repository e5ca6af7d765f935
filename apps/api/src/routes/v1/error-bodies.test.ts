import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useApiHarness } from "../../test/use-api-harness.ts";
import { ECHO_LIMIT } from "./echoed-input.ts";
import { validationMessage } from "./errors.ts";

const h = useApiHarness([]);

/** An id no catalogue holds, in a character no message of the api uses ("q" would not do). */
const id = (length: number) => "Q".repeat(length);
const HUGE = id(5_000);
/** More than ECHO_LIMIT Qs in a row: more of the input than an error may repeat. */
const TOO_MUCH = id(ECHO_LIMIT + 1);
const CLAMPED = `${id(ECHO_LIMIT)}…`;

async function errorOf(path: string, method = "GET") {
  const response = await h.request(path, { method });
  return { status: response.status, body: await response.text() };
}

describe("error bodies repeat at most 100 characters of the request", () => {
  it("a 5,000-character id is refused or named, never repeated whole", async () => {
    const paths = [
      `/api/v1/tokens/${HUGE}`,
      `/api/v1/tokens/${HUGE}/series`,
      `/api/v1/tokens/${HUGE}/history`,
      `/api/v1/tokens/${HUGE}/verification`,
      `/api/v1/tokens/BTC/verification?service=${HUGE}`,
      `/api/v1/tokens/BTC/history?provider=${HUGE}`,
      `/api/v1/tokens/BTC/series?range=${HUGE}`,
      `/api/v1/sources/${HUGE}`,
      `/api/v1/data-services/${HUGE}`,
      `/api/v1/feeds/${HUGE}/eth`,
      `/api/v1/feeds/ethereum-mainnet/${HUGE}/updates`,
      `/api/v1/feeds/${HUGE}/${HUGE}/value`,
      `/api/v1/feeds/ethereum-mainnet/${HUGE}/manual-update?layer=${HUGE}`,
      `/api/v1/proof-of-reserve/${HUGE}`,
      `/api/v1/permaweb/${HUGE}`,
      `/api/v1/stream?topics=${HUGE}`,
      `/api/v1/${HUGE}`,
      `/api/${HUGE}`,
    ];
    for (const path of paths) {
      const { status, body } = await errorOf(path);
      expect([400, 404], path.slice(0, 60)).toContain(status);
      expect(body, path.slice(0, 60)).not.toContain(TOO_MUCH);
    }
    for (const method of ["POST", "DELETE"]) {
      const { status, body } = await errorOf(`/api/v1/tokens/${HUGE}`, method);
      expect(status).toBe(405);
      expect(body).not.toContain(TOO_MUCH);
    }
  });

  it("an unknown id the route's rules accept is named, cut at 100 characters with an ellipsis", async () => {
    // The longest ids each route takes (120 or 200 characters), so the cut is the echo's own.
    const paths: [path: string, echoes: number][] = [
      [`/api/v1/tokens/${id(120)}`, 1],
      [`/api/v1/tokens/${id(120)}/history`, 1],
      [`/api/v1/sources/${id(120)}`, 1],
      [`/api/v1/data-services/${id(120)}`, 1],
      [`/api/v1/feeds/${id(200)}/${id(200)}`, 2],
      [`/api/v1/feeds/${id(200)}/${id(200)}/updates`, 2],
      [`/api/v1/feeds/${id(200)}/${id(200)}/manual-update`, 2],
    ];
    for (const [path, echoes] of paths) {
      const { status, body } = await errorOf(path);
      expect(status, path).toBe(404);
      const { error, message } = JSON.parse(body) as { error: string; message: string };
      expect(error, path).toBe("not_found");
      expect(message.split(CLAMPED).length - 1, path).toBe(echoes);
      expect(message, path).not.toContain(TOO_MUCH);
    }
    // An unknown api path is named from its start: the first 100 characters of the whole path.
    const unknown = JSON.parse((await errorOf(`/api/v1/${HUGE}`)).body) as { message: string };
    expect(unknown.message).toBe(`No api resource at /api/v1/${id(ECHO_LIMIT - "/api/v1/".length)}…`);
  });

  it("a 400 quotes unknown keys and a record's keys cut at 100 characters", () => {
    const strict = z.strictObject({ range: z.string() });
    const unknownKey = strict.safeParse({ range: "1d", [HUGE]: 1 });
    expect(unknownKey.success).toBe(false);
    const message = validationMessage(unknownKey.error?.issues[0]);
    expect(message).toBe(`request: unknown key "${CLAMPED}"`);
    const record = z.record(z.string(), z.number()).safeParse({ [HUGE]: "x" });
    expect(validationMessage(record.error?.issues[0])).toBe(
      `${CLAMPED}: Invalid input: expected number, received string`,
    );
  });
});
