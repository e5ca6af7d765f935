/**
 * The replay upstream: a static server of real recorded RedStone payloads at the live URL shapes
 * (recordings.ts), for the journeys that run the api alone with UPSTREAM=live. It serves the
 * recorded files unchanged and answers 404 for anything not recorded; it never makes anything up.
 *
 * `node --import tsx e2e/replay/server.ts` listens on REPLAY_PORT (default 8870) on 127.0.0.1.
 */
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { RECORDINGS } from "./recordings.ts";

const FIXTURES = new URL("../../../shared/fixtures/", import.meta.url);
const port = Number(process.env.REPLAY_PORT ?? 8870);

/** "/api.redstone.finance/feeds-answers-update?x=1" → "https://api.redstone.finance/feeds-answers-update". */
const liveUrlOf = (path: string) => `https://${path.replace(/^\/+/, "").split("?")[0]}`;

const server = createServer(async (request, response) => {
  const recording = RECORDINGS[liveUrlOf(request.url ?? "/")];
  if (request.method !== "GET" || recording === undefined) {
    response.writeHead(404, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: "not recorded" }));
    return;
  }
  const body = await readFile(new URL(recording, FIXTURES));
  response.writeHead(200, { "content-type": "application/json", "content-length": body.byteLength });
  response.end(body);
});

server.listen(port, "127.0.0.1", () => console.log(`replay: serving recordings on http://127.0.0.1:${port}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
