export * from "./por-catalogue.ts";
export * from "./por-maths.ts";
export * from "./raw-amount.ts";
export * from "./small-value-warning.ts";
