import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "indexer",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
