const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Text made safe as element text or inside a quoted attribute, in HTML and XML alike: the one
 * escaping of the api's pages (the docs page, the SPA's preload tags), its Atom feeds and the
 * badge snippets a visitor copies.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
