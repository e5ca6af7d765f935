import { type AddressInfo, createServer } from "node:net";
import { type ServerType, serve } from "@hono/node-server";

/** Anything with Hono's fetch signature. */
interface FetchApp {
  fetch: (request: Request) => Response | Promise<Response>;
}

interface ListenOptions {
  app: FetchApp;
  host: string;
  port: number;
  /** Names the service in messages, e.g. "api". */
  name: string;
  /** Environment variable that sets the port, named in the port-taken message. */
  portEnv: string;
}

export interface RunningServer {
  server: ServerType;
  url: string;
  close: () => Promise<void>;
}

/** Thrown when the port is taken or not allowed, with a message a person can act on. */
export class ListenError extends Error {
  override name = "ListenError";
}

function listenErrorMessage(
  error: NodeJS.ErrnoException,
  options: Pick<ListenOptions, "host" | "port" | "name" | "portEnv">,
): string {
  const where = `${options.host}:${options.port}`;
  switch (error.code) {
    case "EADDRINUSE":
      return `The ${options.name} cannot start: port ${where} is already in use. Stop the other process or set ${options.portEnv} to a free port.`;
    case "EACCES":
      return `The ${options.name} cannot start: port ${where} needs privileges. Set ${options.portEnv} to a port above 1023.`;
    case "EADDRNOTAVAIL":
      return `The ${options.name} cannot start: address ${options.host} is not on this machine. Set HOST to a local address.`;
    default:
      return `The ${options.name} cannot start on ${where}: ${error.message}`;
  }
}

/** Starts serving and resolves once the port is bound; rejects with a ListenError otherwise. */
export function listen(options: ListenOptions): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: options.app.fetch, hostname: options.host, port: options.port });
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(new ListenError(listenErrorMessage(error, options)));
    });
    server.once("listening", () => {
      const address = server.address() as AddressInfo;
      const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
      resolve({
        server,
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive sockets would hold close() open; end them so shutdown is prompt.
            if ("closeAllConnections" in server) server.closeAllConnections();
          }),
      });
    });
  });
}

/** Reads a TCP port from the environment: a whole number 0..65535 (0 picks a free one). */
export function readPort(raw: string | undefined, fallback: number, envName: string): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ListenError(`${envName} must be a port number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

/**
 * Closes the server on SIGINT/SIGTERM and exits. The same signal a second time exits at once, so
 * a stuck shutdown never needs kill -9; a different one is ignored, because Ctrl-C in a terminal
 * sends SIGINT to every process and `npm start` then sends SIGTERM too, which must not cut the
 * graceful close short.
 */
export function exitOnSignals(running: RunningServer, name: string): void {
  let first: NodeJS.Signals | null = null;
  const stop = (signal: NodeJS.Signals) => {
    if (first !== null) {
      if (signal === first) process.exit(1);
      return;
    }
    first = signal;
    console.log(`${name}: ${signal} received, closing`);
    running.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/**
 * Prints a startup failure as one clear line and exits non-zero. Errors whose message already says
 * what to do (a taken port, a bad setting, an unusable data file: core's ConfigError, the devnet's
 * DataFileError, matched by name because server-kit imports neither package) print without a stack.
 */
export function failStartup(name: string, error: unknown): never {
  const message =
    error instanceof ListenError ||
    (error instanceof Error && (error.name === "ConfigError" || error.name === "DataFileError"))
      ? error.message
      : `${name} failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  console.error(message);
  process.exit(1);
}

/**
 * When started by `npm start` (EXIT_WITH_PARENT=1, stdin an open pipe from the parent), exit as
 * soon as that pipe closes: the parent is gone, even if it was killed with SIGKILL and could not
 * stop us itself. This is what keeps a crashed or killed stack from leaving orphans.
 */
export function exitWithParent(running: RunningServer, name: string): void {
  if (process.env.EXIT_WITH_PARENT !== "1") return;
  process.stdin.on("end", () => {
    console.log(`${name}: parent process gone, closing`);
    running.close().then(() => process.exit(0));
  });
  process.stdin.resume();
}

/** A TCP port free on the loopback right now, for tests that start servers of their own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}
