import type { SignedPackagesView, VerificationView } from "@oracle-explorer/core/api-views";
import { tokenRouteParam } from "@oracle-explorer/core/app-routes";
import { fetchApi } from "../../lib/api-client.ts";
import { type ApiPath, apiPath } from "../../lib/api-resources.ts";

/** What a Verify live data panel verifies: a feed id and, optionally, the data service. */
export interface VerifyTarget {
  /** The feed id as the gateway names it ("ETH", "wstETH/ETH"). */
  readonly feedId: string;
  /** The data service; without one the api picks the primary production service. */
  readonly service?: string | null;
}

/** The api path of a verification (the feed id in TokenPage's route form: "/" as "-"). */
export function verificationPath({ feedId, service }: VerifyTarget): ApiPath<"verification"> {
  return apiPath("verification", { symbol: tokenRouteParam(feedId) }, { service: service || null });
}

/** Runs a verification now: the api answers `no-store`, so every call checks afresh. */
export function fetchVerification(target: VerifyTarget, signal?: AbortSignal): Promise<VerificationView> {
  return fetchApi(verificationPath(target), { signal });
}

/** The api path of a feed's raw signed packages, which the browser verifies itself (issue 30). */
export function signedPackagesPath({ feedId, service }: VerifyTarget): ApiPath<"signedPackages"> {
  return apiPath("signedPackages", { symbol: tokenRouteParam(feedId) }, { service: service || null });
}

/** The raw signed packages now (`no-store` too): asked for beside the verification, on the same press. */
export function fetchSignedPackages(target: VerifyTarget, signal?: AbortSignal): Promise<SignedPackagesView> {
  return fetchApi(signedPackagesPath(target), { signal });
}
