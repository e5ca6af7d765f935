import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./test-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Vitest global setup: one PostgreSQL cluster for the store's tests, stopped after them. */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
