export { createDevnetApp, type DevnetDeps } from "./app.ts";
export { DataFileError } from "./data-file-error.ts";
export { type DevnetOptions, startDevnet } from "./devnet.ts";
export { DEFAULT_REFERENCE_TIME, readDevnetEnv } from "./env.ts";
export { FAULT_ENDPOINTS, FAULT_MODES, type FaultEndpoint, type FaultMode } from "./faults/index.ts";
