import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In `npm run dev:web` the api (npm start) answers /api; in production the api serves this build.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? 8787}` },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    // .vite/manifest.json: the chunk graph bench/src/check-budgets.ts reads to hold the JS budgets.
    manifest: true,
    // No inline <script> or <style> in index.html: the api's CSP forbids both.
    assetsInlineLimit: 0,
  },
});
