import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Modules that stay out of the shared chunk: chart and wallet code (and the chart wrapper, whose
 * dynamic import of ECharts would otherwise hang off a chunk every route loads). d3-array and
 * d3-time are the SVG charts' scales: only the routes with a chart load them. viem's curve and
 * hash code (@noble) is shared by the wallet and Verify's in-browser recovery, both lazy; and the
 * Verify panel's wrapper stays with the three pages that show it, so its lazy recovery chunk (viem)
 * hangs off those pages only.
 */
const CHART_OR_WALLET =
  /[\\/](node_modules[\\/](echarts|zrender|d3-array|d3-time|wagmi|@wagmi|viem|ox|abitype|@noble)|src[\\/]components[\\/](chart|verify))[\\/]/;

/**
 * The incident lists: the status page's, and the lazy Incidents section of a feed's and a node's
 * page. Shared by those chunks only, so kept out of the shared chunk the entry loads.
 */
const INCIDENTS = /[\\/]src[\\/]components[\\/]incidents[\\/]/;

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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Code that two or more screens use (page frame, tables, pickers, formatting, the
              // query layer) in one chunk the entry loads beside it, instead of ~25 tiny chunks
              // per route: on a slow link each wave of requests costs a round trip before the
              // first paint. Charts and wallet code stay out: only their routes load them.
              name: "shared",
              minShareCount: 2,
              test: (id: string) => !CHART_OR_WALLET.test(id) && !INCIDENTS.test(id),
            },
          ],
        },
      },
    },
  },
});
