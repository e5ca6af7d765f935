import { apiErrorView } from "@oracle-explorer/core";

/** Response declarations shared by the catalogue routes' OpenAPI definitions. */

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: apiErrorView } },
});

/** A JSON 200 answer of a view schema. */
export const ok = <S>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const BAD_REQUEST = { 400: error("Invalid path or query parameter") };
export const NOT_FOUND = { 404: error("Not found") };
/** errors.ts answers an upstream failure with no good copy cached: 504 for a timeout, else 502. */
export const UPSTREAM_FAILED = {
  502: error("An upstream failed and no good copy is cached"),
  504: error("An upstream did not answer in time and no good copy is cached"),
};
