import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@oracle-explorer/server-kit";
import pg from "pg";

/**
 * A throwaway PostgreSQL cluster for tests: Debian's `postgresql` package (what `.ci/run`
 * installs), initialised in a temporary folder on a free port, with fsync off, and removed by
 * stop(). PostgreSQL refuses to run as root, so under root it runs as the `postgres` user the
 * package creates. PG_BIN names another bin folder.
 */
export interface TestPostgres {
  /** postgres://… of the cluster's `postgres` database. */
  url: string;
  /** A new empty database on the cluster, for one test file. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions.find((name) => existsSync(join(root, name, "bin", "pg_ctl")));
  if (!version) {
    throw new Error(
      "PostgreSQL is not installed: `apt-get install -y postgresql` (what .ci/run does), or set PG_BIN",
    );
  }
  return join(root, version, "bin");
}

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

function run(bin: string, args: string[]): void {
  const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(command, argv, { encoding: "utf8", timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(
      `${bin} ${args[0] ?? ""} failed: ${result.stderr || result.stdout || result.error?.message}`,
    );
  }
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "explorer-pg-"));
  const data = join(dir, "data");
  if (asRoot) {
    execFileSync("chown", ["postgres", dir]);
    chmodSync(dir, 0o755);
  }
  const port = await freePort();
  run(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  run(join(bin, "pg_ctl"), [
    "-D",
    data,
    "-w",
    "-l",
    join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    "start",
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
