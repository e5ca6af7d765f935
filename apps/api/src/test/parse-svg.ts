import { SaxesParser } from "saxes";

/** An element of a parsed XML document: its name, attributes, children and own text. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  /** The text directly inside it, entities decoded. */
  text: string;
}

/**
 * Parses XML strictly (saxes, a conforming XML 1.0 parser) into a small tree, for tests of the
 * badges' SVG: a document saxes refuses (an unescaped "<", a control character, two roots…)
 * throws with its reason.
 */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser();
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attributes: { ...tag.attributes } as Record<string, string>,
      children: [],
      text: "",
    };
    stack.at(-1)?.children.push(node);
    if (stack.length === 0) root = node;
    stack.push(node);
  });
  parser.on("text", (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error("no root element");
  return root;
}

/** Every element of a tree, depth first. */
export function allNodes(node: XmlNode): XmlNode[] {
  return [node, ...node.children.flatMap(allNodes)];
}

/** A badge's visible texts (not the shadow copies badge-maker draws under them, aria-hidden). */
export function visibleTexts(svg: XmlNode): XmlNode[] {
  const hidden = new Set(
    allNodes(svg)
      .filter((node) => node.attributes["aria-hidden"] === "true")
      .flatMap(allNodes),
  );
  return allNodes(svg).filter((node) => node.name === "text" && !hidden.has(node));
}

/** A badge's two sides as read: label, then message. */
export const badgeSides = (svg: XmlNode): string[] => visibleTexts(svg).map((node) => node.text);

/** The fills of a badge's two boxes: label, then message. */
export const badgeFills = (svg: XmlNode) =>
  allNodes(svg)
    .filter((node) => node.name === "rect" && node.attributes.fill?.startsWith("#"))
    .map((node) => node.attributes.fill);
