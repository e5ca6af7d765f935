export * from "./browser-verification.ts";
export * from "./package-checks.ts";
export * from "./package-signature.ts";
export * from "./signable-bytes.ts";
