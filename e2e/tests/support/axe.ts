import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 A and AA (colour contrast AA included) and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The serious and critical axe violations on the page as it is now (or inside `include`), one
 * readable line per rule and element, so a failing test names what to fix.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const lines: string[] = [];
  for (const violation of violations) {
    if (violation.impact !== "serious" && violation.impact !== "critical") continue;
    for (const node of violation.nodes.slice(0, 5)) {
      lines.push(
        `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(" ")}: ${node.failureSummary?.replaceAll("\n", " ") ?? ""}`,
      );
    }
    if (violation.nodes.length > 5)
      lines.push(`${violation.id}: ${violation.nodes.length - 5} more elements`);
  }
  return lines;
}
