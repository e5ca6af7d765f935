import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "store",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // One PostgreSQL cluster for the package's tests (started once, stopped after).
    globalSetup: ["src/test-postgres-setup.ts"],
  },
});
