import { Hono } from "hono";

/**
 * Logos for the world's tokens, sources, networks and brand, served as small generated SVGs
 * (a coloured disc with initials), so the explorer shows real images with no internet. The
 * colour is hashed from the id, so an image never changes between runs.
 */

const KINDS = new Set(["tokens", "sources", "networks", "brand"]);

function hue(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) % 360;
}

function initials(slug: string): string {
  const letters = slug.replace(/[^a-z0-9]/gi, "");
  return (letters.slice(0, slug.length > 4 ? 2 : 3) || "?").toUpperCase();
}

function logoSvg(kind: string, slug: string): string {
  const text = initials(slug);
  const size = text.length > 2 ? 11 : 14;
  const shape =
    kind === "networks"
      ? `<rect width="40" height="40" rx="10" fill="hsl(${hue(slug)} 55% 42%)"/>`
      : `<circle cx="20" cy="20" r="20" fill="hsl(${hue(slug)} 60% 45%)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">${shape}<text x="20" y="20" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#fff">${text}</text></svg>`;
}

export function createImageRoutes() {
  const app = new Hono();
  app.get("/:kind/:file", (c) => {
    const kind = c.req.param("kind");
    const match = /^([a-z0-9.-]{1,80})\.svg$/.exec(c.req.param("file"));
    if (!KINDS.has(kind) || !match?.[1]) return c.json({ error: "no such image" }, 404);
    return c.body(logoSvg(kind, match[1]), 200, {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400",
    });
  });
  return app;
}
