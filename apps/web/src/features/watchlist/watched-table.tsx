import { type FocusEvent, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import severity from "../../components/incidents/severity.module.css";
import { StarButton } from "../../components/star-button.tsx";
import { StickyTable, type TableColumn } from "../../components/sticky-table.tsx";
import { type Health, healthText, type WatchedItem } from "./watched-item.ts";
import styles from "./watchlist-page.module.css";

const COLUMNS: readonly TableColumn[] = [
  { key: "item", label: "Watched item" },
  { key: "type", label: "Type" },
  { key: "health", label: "Health now" },
];

/** The severity colour a health is drawn in (the word says it; the colour repeats it). */
function toneOf(health: Health): string | undefined {
  switch (health.kind) {
    case "ok":
      return severity.clear;
    case "incidents":
      return severity[health.worst];
    case "unknown-id":
    case "unrecorded":
    case "unavailable":
      return severity.unrecorded;
    case "checking":
      return undefined;
  }
}

/**
 * The watched ids, one row each in the order starred: the star (pressed: pressing it unstars),
 * the name linking to the item's page, its id, its kind and its health now. An id the network
 * does not know stays listed, said unknown, so nothing leaves the list unseen.
 */
export function WatchedTable({ items }: { items: readonly WatchedItem[] }) {
  const box = useRef<HTMLDivElement>(null);
  const focusedRow = useRef<number | null>(null);
  const before = useRef(items);
  const [removed, setRemoved] = useState<string | null>(null);
  // A row unstarred here leaves with the button that had the focus: the focus goes to the star
  // now in its place (or the last one), and the removal is said, instead of both being lost.
  useLayoutEffect(() => {
    const gone = before.current.filter((item) => !items.some((now) => now.id === item.id));
    before.current = items;
    if (gone.length !== 1) return;
    setRemoved(`${gone[0]?.name} removed from your watchlist.`);
    const stars = box.current?.querySelectorAll<HTMLButtonElement>("tr[data-subject] button[aria-pressed]");
    const row = focusedRow.current;
    if (!stars || stars.length === 0 || row === null || document.activeElement !== document.body) return;
    stars[Math.min(row, stars.length - 1)]?.focus();
  }, [items]);
  const noteFocus = (event: FocusEvent) => {
    const row = (event.target as HTMLElement).closest("tr[data-subject]");
    focusedRow.current = row ? Array.from(row.parentElement?.children ?? []).indexOf(row) : null;
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handler only notes which row holds the focus
    <div ref={box} className={styles.watched} onFocus={noteFocus}>
      <p className="visually-hidden" role="status">
        {removed}
      </p>
      <StickyTable caption="Watched items: name, type and health now" columns={COLUMNS} fitRows>
        {items.map((item) => (
          <tr key={item.id} data-subject={item.id}>
            <td>
              <span className={styles.item}>
                <StarButton subject={item.id} name={item.name} />
                <span className={styles.itemNames}>
                  {item.href !== null ? (
                    <Link to={item.href} className={styles.itemLink}>
                      {item.name}
                    </Link>
                  ) : (
                    <span className={styles.itemName}>{item.name}</span>
                  )}
                  <code className={styles.itemId}>{item.id}</code>
                </span>
              </span>
            </td>
            <td data-label="Type" className={styles.itemType}>
              {item.type}
            </td>
            <td data-label="Health now">
              <span className={[styles.health, toneOf(item.health)].filter(Boolean).join(" ")}>
                {healthText(item.health)}
              </span>
            </td>
          </tr>
        ))}
      </StickyTable>
    </div>
  );
}
