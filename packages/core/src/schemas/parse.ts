import type { z } from "zod";

/**
 * One way to validate upstream payloads: a result instead of an exception, and an error text an
 * operator can act on ("relayer schema: multifeed.baseMultiFeed.chain.id: Invalid input: ...").
 */

export type UpstreamResult<T> = { ok: true; data: T } | { ok: false; error: string };

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** More issues than this are counted, not listed: one broken layer can repeat the same fault 100 times. */
const MAX_LISTED_ISSUES = 3;

function pathText(path: Path): string {
  return path.length === 0 ? "(root)" : path.map(String).join(".");
}

/** How deep into the value an issue (or the deepest issue under a union) got. */
function depthOf(issue: Issue): number {
  if (issue.code === "invalid_union" && issue.errors.length > 0) {
    return issue.path.length + Math.max(0, ...issue.errors.flat().map(depthOf));
  }
  return issue.path.length;
}

function describeUnion(issue: Extract<Issue, { code: "invalid_union" }>, path: Path): string {
  const branches = issue.errors.filter((branch) => branch.length > 0);
  const typeMismatches = branches.flatMap((branch) => {
    const [only] = branch;
    return branch.length === 1 && only?.code === "invalid_type" && only.path.length === 0 ? [only] : [];
  });
  if (branches.length > 0 && typeMismatches.length === branches.length) {
    // Every option failed on the type alone, e.g. a boolean where "number or string" is expected.
    const expected = [...new Set(typeMismatches.map((mismatch) => mismatch.expected))].join(" or ");
    const received = /received (\S+)/.exec(typeMismatches[0]?.message ?? "")?.[1];
    return `${pathText(path)}: Invalid input: expected ${expected}${received ? `, received ${received}` : ""}`;
  }
  // Otherwise the option that got furthest into the value explains the failure best.
  const deepest = branches
    .flat()
    .reduce<Issue | undefined>(
      (best, next) => (!best || depthOf(next) > depthOf(best) ? next : best),
      undefined,
    );
  return deepest ? describeIssue(deepest, path) : `${pathText(path)}: ${issue.message}`;
}

function describeIssue(issue: Issue, parentPath: Path = []): string {
  const path = [...parentPath, ...issue.path];
  if (issue.code === "invalid_union") return describeUnion(issue, path);
  return `${pathText(path)}: ${issue.message}`;
}

/** The readable text of a zod error's issues: the first few, then a count of the rest. */
function describeIssues(issues: readonly Issue[]): string {
  const listed = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => describeIssue(issue));
  const rest = issues.length - listed.length;
  return rest > 0 ? `${listed.join("; ")} (+${rest} more)` : listed.join("; ");
}

/**
 * Validates an upstream payload. `what` names the payload in the error ("relayer schema").
 * Never throws: a schema transform that throws is reported as an error too.
 */
export function parseUpstream<S extends z.ZodType>(
  schema: S,
  data: unknown,
  what: string,
): UpstreamResult<z.output<S>> {
  try {
    const result = schema.safeParse(data);
    if (result.success) return { ok: true, data: result.data };
    return { ok: false, error: `${what}: ${describeIssues(result.error.issues)}` };
  } catch (error) {
    return { ok: false, error: `${what}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Entries of a keyed payload that passed, and those dropped with their reason. */
interface EntriesResult<T> {
  data: Record<string, T>;
  rejected: { key: string; error: string }[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Validates each entry of a keyed payload on its own, so one malformed entry (a layer, a feed's
 * answer) is dropped and reported instead of costing every other entry. Fails only when the
 * payload is not an object at all.
 */
export function parseEntries<S extends z.ZodType>(
  schema: S,
  data: unknown,
  what: string,
): UpstreamResult<EntriesResult<z.output<S>>> {
  if (!isPlainObject(data)) return { ok: false, error: `${what}: (root): expected an object` };
  const result: EntriesResult<z.output<S>> = { data: {}, rejected: [] };
  for (const [key, value] of Object.entries(data)) {
    const entry = parseUpstream(schema, value, `${what}: ${key}`);
    if (entry.ok) result.data[key] = entry.data;
    else result.rejected.push({ key, error: entry.error });
  }
  return { ok: true, data: result };
}
