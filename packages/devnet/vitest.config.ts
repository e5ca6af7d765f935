import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "devnet",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
