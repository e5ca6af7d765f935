import type { Page } from "@playwright/test";

/** What Tab reached: where focus landed and whether it showed. */
export interface TabWalk {
  /** Controls a pointer user can use that Tab never reached. */
  unreached: string[];
  /** Controls Tab reached that showed no focus indicator (no outline, no box shadow). */
  noVisibleFocus: string[];
  stops: number;
}

const MAX_STOPS = 400;

/**
 * Marks every control a pointer user can use: visible links, buttons, form fields and elements
 * in the tab order by role or tabindex (tabindex=-1 ones are reached by arrow keys inside their
 * widget, so they are left out). Returns how many were marked.
 */
function markControls(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selector = [
      "a[href]",
      "button:not([disabled])",
      "input:not([type=hidden]):not([disabled])",
      "select:not([disabled])",
      "textarea:not([disabled])",
      "summary",
      "[tabindex]",
      "[role=button]",
      "[role=link]",
      "[role=tab]",
      "[role=checkbox]",
      "[role=switch]",
      "[role=combobox]",
    ].join(",");
    let count = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      element.removeAttribute("data-kb-id");
      if (element.getAttribute("tabindex") === "-1") continue;
      if (element.closest("[inert], [aria-hidden=true]")) continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      element.setAttribute("data-kb-id", String(count++));
    }
    return count;
  });
}

interface Stop {
  id: string | null;
  label: string;
  visibleFocus: boolean;
}

function currentStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1;
    const shadow = style.boxShadow !== "" && style.boxShadow !== "none";
    const name =
      element.getAttribute("aria-label") ??
      element.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ??
      element.getAttribute("placeholder") ??
      "";
    return {
      id: element.getAttribute("data-kb-id"),
      label: `${element.tagName.toLowerCase()}${element.getAttribute("type") ? `[type=${element.getAttribute("type")}]` : ""}${element.getAttribute("role") ? `[role=${element.getAttribute("role")}]` : ""} "${name}"`,
      visibleFocus: outline || shadow,
    };
  });
}

/**
 * Tabs through the page from its start until focus comes back round (or leaves the page), and
 * reports the controls Tab never reached and the stops that showed no focus.
 */
export async function walkWithTab(page: Page): Promise<TabWalk> {
  const total = await markControls(page);
  const labels = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("[data-kb-id]")).map(
      (element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`,
    ),
  );
  const reached = new Set<string>();
  const noVisibleFocus: string[] = [];
  let first: string | null = null;
  let stops = 0;
  for (; stops < MAX_STOPS; stops++) {
    await page.keyboard.press("Tab");
    const stop = await currentStop(page);
    if (stop === null) {
      if (stops > 0) break; // Focus left the document (to the browser UI): one round is done.
      continue;
    }
    const key = stop.id ?? stop.label;
    if (first === null) first = key;
    else if (key === first) break;
    if (stop.id !== null) reached.add(stop.id);
    if (!stop.visibleFocus) noVisibleFocus.push(stop.label);
  }
  // A live page replaces rows while Tab walks it (Recent updates moves on with each signed round):
  // a control gone from the page by the end was not a control Tab could miss.
  const stillThere = new Set(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>("[data-kb-id]"))
        .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
        .map((element) => element.getAttribute("data-kb-id")),
    ),
  );
  const unreached: string[] = [];
  for (let id = 0; id < total; id++) {
    if (!reached.has(String(id)) && stillThere.has(String(id))) unreached.push(labels[id] ?? `control ${id}`);
  }
  return { unreached, noVisibleFocus: [...new Set(noVisibleFocus)], stops };
}
