import { secureHeaders } from "hono/secure-headers";

/**
 * Strict headers on every response. The built SPA has no inline script or style, so the CSP can
 * forbid both; the app only talks to its own origin (the wallet's RPC traffic is the extension's,
 * not the page's). Token and source logos come from their own https hosts, hence img-src https:.
 * The referrer is kept for same-origin navigation because the back button reads it (SHELL-05).
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginOpenerPolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // A header a route sets itself wins: the badges send Cross-Origin-Resource-Policy:
    // cross-origin, without which other sites' pages cannot show them (routes/v1/badges-routes.ts).
    overwrite: false,
  });
