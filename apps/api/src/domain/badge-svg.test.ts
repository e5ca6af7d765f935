import { describe, expect, it } from "vitest";
import { allNodes, badgeFills, parseXml, visibleTexts, type XmlNode } from "../test/parse-svg.ts";
import {
  BADGE_MAX_CHARS,
  BADGE_PALETTES,
  BADGE_THEMES,
  type BadgeContent,
  type BadgeTone,
  renderBadge,
} from "./badge-svg.ts";

const FRESH: BadgeContent = {
  label: "ETH · Ethereum",
  message: "$3,431.920 · fresh <2 min · verified 5/5",
  tone: "good",
};

/** WCAG contrast of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe("badge SVG (issue 30)", () => {
  it("BADGE-01: well-formed XML, an image labelled by its <title>, which holds both sides", () => {
    const svg = parseXml(renderBadge(FRESH, "light"));
    expect(svg.name).toBe("svg");
    expect(svg.attributes.xmlns).toBe("http://www.w3.org/2000/svg");
    expect(svg.attributes.role).toBe("img");
    expect(svg.attributes["aria-label"]).toBeUndefined();
    const title = svg.children.find((node) => node.name === "title");
    expect(title?.attributes.id).toBeTruthy();
    expect(svg.attributes["aria-labelledby"]).toBe(title?.attributes.id);
    expect(title?.text).toBe("ETH · Ethereum: $3,431.920 · fresh <2 min · verified 5/5");
    expect(visibleTexts(svg).map((text) => text.text)).toEqual([FRESH.label, FRESH.message]);
  });

  it("BADGE-02: hostile text is escaped and characters XML cannot hold are replaced, never breaking the document", () => {
    const hostile = `<script>alert(1)</script>&amp;"'\u0000\u001b\ud800]]><!--`;
    const raw = renderBadge({ label: hostile, message: `</svg><svg onload="x">`, tone: "bad" }, "dark");
    const svg = parseXml(raw);
    // Nothing but the badge's own elements: no script, no second svg, no handler attribute.
    const names = new Set(allNodes(svg).map((node) => node.name));
    expect([...names].sort()).toEqual(
      [
        "clipPath",
        "feGaussianBlur",
        "filter",
        "g",
        "linearGradient",
        "rect",
        "stop",
        "svg",
        "text",
        "title",
      ].sort(),
    );
    expect(
      allNodes(svg).some((node) => Object.keys(node.attributes).some((name) => name.startsWith("on"))),
    ).toBe(false);
    const [label, message] = visibleTexts(svg).map((text) => text.text);
    expect(label).toBe(`<script>alert(1)</script>&amp;"'\ufffd\ufffd\ufffd]]><!--`);
    expect(message).toBe(`</svg><svg onload="x">`);
  });

  it("BADGE-03: the text fits its box: widths come from the font's table, and long names are cut", () => {
    const short = parseXml(renderBadge({ ...FRESH, label: "ETH" }, "light"));
    const long = parseXml(renderBadge({ ...FRESH, label: "W".repeat(200) }, "light"));
    for (const svg of [short, long]) {
      const boxes = allNodes(svg).filter(
        (node) => node.name === "rect" && node.attributes.fill?.startsWith("#"),
      );
      const texts = visibleTexts(svg);
      expect(boxes).toHaveLength(2);
      texts.forEach((text, side) => {
        // Text is drawn at 10× and scaled by .1: its length, and its centre, in the box's units.
        const length = Number(text.attributes.textLength) / 10;
        const centre = Number(text.attributes.x) / 10;
        const box = boxes[side]?.attributes ?? {};
        const left = Number(box.x ?? 0);
        const right = left + Number(box.width);
        expect(centre - length / 2).toBeGreaterThanOrEqual(left + 4);
        expect(centre + length / 2).toBeLessThanOrEqual(right - 4);
      });
    }
    const width = (svg: XmlNode) => Number(svg.attributes.width);
    expect(width(long)).toBeGreaterThan(width(short));
    const cut = visibleTexts(long)[0]?.text ?? "";
    expect(Array.from(cut)).toHaveLength(BADGE_MAX_CHARS + 3);
    expect(cut.endsWith("...")).toBe(true);
  });

  it("BADGE-04: the dark variant's colours differ from the light one's, and every fill keeps white text readable (4.5:1)", () => {
    const light = badgeFills(parseXml(renderBadge(FRESH, "light")));
    const dark = badgeFills(parseXml(renderBadge(FRESH, "dark")));
    expect(light).toEqual([BADGE_PALETTES.light.label, BADGE_PALETTES.light.tones.good]);
    expect(dark).toEqual([BADGE_PALETTES.dark.label, BADGE_PALETTES.dark.tones.good]);
    expect(dark[0]).not.toBe(light[0]);
    expect(dark[1]).not.toBe(light[1]);
    for (const theme of BADGE_THEMES) {
      const palette = BADGE_PALETTES[theme];
      for (const fill of [palette.label, ...Object.values(palette.tones)])
        expect(contrastWithWhite(fill), `${theme} ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
    // Each tone reads apart from the others in both themes.
    for (const theme of BADGE_THEMES) {
      const tones = Object.keys(BADGE_PALETTES[theme].tones) as BadgeTone[];
      expect(new Set(tones.map((tone) => BADGE_PALETTES[theme].tones[tone])).size).toBe(tones.length);
    }
  });

  it("BADGE-16: two badges inlined in one page keep their ids apart", () => {
    const ids = (raw: string) =>
      allNodes(parseXml(raw))
        .map((node) => node.attributes.id)
        .filter((id): id is string => id !== undefined && id !== "blur");
    const one = ids(renderBadge(FRESH, "light"));
    const other = ids(renderBadge({ ...FRESH, label: "BTC · Ethereum" }, "light"));
    expect(one.length).toBeGreaterThanOrEqual(3);
    expect(one.filter((id) => other.includes(id))).toEqual([]);
  });
});
