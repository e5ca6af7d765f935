/**
 * The yardstick of the api-load measure: a minimal Node HTTP server that answers every request
 * with one answer captured from the api (its compressed bytes and headers, unchanged), with no
 * work per request beyond writing them. Run as its own process, as the api is:
 *
 *   node --import tsx bench/src/static-server.ts <port> <answer.json>
 *
 * where answer.json is {"headers": {…}, "bodyBase64": "…"} (written by api-load.ts).
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [portText, answerFile] = process.argv.slice(2);
if (!portText || !answerFile) throw new Error("usage: static-server.ts <port> <answer.json>");
const answer = JSON.parse(readFileSync(answerFile, "utf8")) as {
  headers: Record<string, string>;
  bodyBase64: string;
};
const body = Buffer.from(answer.bodyBase64, "base64");
const headers = { ...answer.headers, "content-length": String(body.byteLength) };

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(portText), "127.0.0.1", () => console.log(`static: listening on ${portText}`));
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
