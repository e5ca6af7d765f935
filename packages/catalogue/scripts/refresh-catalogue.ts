/**
 * `npm run catalogue:refresh [-- --from DIR] [-- --check]`: rebuilds packages/catalogue/data from
 * the provider's public files. DIR holds them as ../shared/fixtures does (its README names the
 * repository, path and commit of each): app-config/tokens.json and app-config/sources.json
 * (redstone-app), chain-configs.json (redstone-oracles-monorepo), app-config/networks.json
 * (redstone-app). The network directory merges those with curated/networks.json. --check writes
 * nothing and exits 1 when data/ differs from what the sources give.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { buildCatalogueFiles, readCatalogueSources } from "../src/catalogue-files.ts";
import { CATALOGUE_DATA_DIR, type CatalogueFileName } from "../src/index.ts";

const { values } = parseArgs({
  options: {
    from: { type: "string", default: new URL("../../../../shared/fixtures/", import.meta.url).pathname },
    check: { type: "boolean", default: false },
  },
});
const from = `${values.from.replace(/\/+$/, "")}/`;
const files = buildCatalogueFiles(readCatalogueSources(pathToFileURL(from)));

let drift = 0;
for (const [name, text] of Object.entries(files) as [CatalogueFileName, string][]) {
  const target = new URL(name, CATALOGUE_DATA_DIR);
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {}
  if (current === text) continue;
  drift++;
  if (values.check) console.error(`catalogue: ${name} differs from what ${from} gives`);
  else {
    writeFileSync(target, text);
    console.log(`catalogue: wrote ${target.pathname}`);
  }
}
if (values.check && drift > 0) {
  console.error("catalogue: run `npm run catalogue:refresh` to rebuild packages/catalogue/data");
  process.exit(1);
}
if (drift === 0) console.log("catalogue: data is up to date");
