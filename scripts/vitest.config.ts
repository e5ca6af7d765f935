import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "scripts",
    environment: "node",
    include: ["*.test.ts"],
    // Each case starts and stops the real stack (devnet, anvil chains, api).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
