import { useId } from "react";
import { Link, type Location, useLocation } from "react-router";
import { Brand } from "../../components/brand.tsx";
import { ChatIcon, SocialIcon } from "../../components/icons.tsx";
import { useConfig } from "../../lib/config.tsx";
import { skipDuplicateNavigation } from "./duplicate-navigation.ts";
import styles from "./sidebar.module.css";
import { moreSidebarEntries, type SidebarEntry, sidebarEntries } from "./sidebar-entries.ts";

interface SidebarProps {
  collapsed: boolean;
  /** Called when a link is followed; the layout closes the drawer on narrow screens. */
  onNavigate: () => void;
}

/**
 * The collapsible sidebar (SHELL-07..15): the spec's five entries, then (beyond the spec) a
 * second group for the screens nothing else linked to (Data Services, proof of reserve, TVS),
 * and the community banner.
 */
export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const config = useConfig();
  const location = useLocation();
  const moreId = useId();
  const listProps = { collapsed, onNavigate, location };
  return (
    <aside
      id="app-sidebar"
      className={styles.sidebar}
      data-collapsed={collapsed}
      aria-label="Main navigation"
    >
      <div className={styles.brand}>
        <Brand compact={collapsed} />
      </div>
      <nav aria-label="Screens">
        <SidebarList label="Explorer" entries={sidebarEntries(config.productId)} {...listProps} />
        <p id={moreId} className={styles.groupTitle}>
          <span className={styles.label}>More</span>
        </p>
        <SidebarList labelledBy={moreId} entries={moreSidebarEntries(config.productId)} {...listProps} />
      </nav>
      <section className={styles.banner} aria-label="Community">
        <p className={styles.bannerText}>Questions or ideas? Talk to the team and other builders.</p>
        <a className={styles.bannerLink} href={config.communityUrl} target="_blank" rel="noreferrer">
          <ChatIcon className={styles.icon} />
          <span className={styles.label}>Join our community chat</span>
        </a>
        <a className={styles.bannerLink} href={config.socialUrl} target="_blank" rel="noreferrer">
          <SocialIcon className={styles.icon} />
          <span className={styles.label}>Follow {config.productName} on X</span>
        </a>
      </section>
    </aside>
  );
}

interface SidebarListProps {
  entries: readonly SidebarEntry[];
  /** The list's name: given (the spec's group) or a visible heading's id. */
  label?: string;
  labelledBy?: string;
  collapsed: boolean;
  onNavigate: () => void;
  location: Location;
}

function SidebarList({ entries, label, labelledBy, collapsed, onNavigate, location }: SidebarListProps) {
  return (
    <ul className={styles.entries} aria-label={label} aria-labelledby={labelledBy}>
      {entries.map(({ label: name, to, icon: EntryIcon, current }) => (
        <li key={to}>
          <Link
            to={to}
            className={styles.entry}
            onClick={(event) => {
              // ERROR-05: the current page again is no navigation (no second history entry);
              // the drawer still closes, as the visitor asked to see the page.
              skipDuplicateNavigation(event, to, location);
              onNavigate();
            }}
            title={collapsed ? name : undefined}
            aria-current={current.test(location.pathname) ? "page" : undefined}
          >
            <EntryIcon className={styles.icon} />
            <span className={styles.label}>{name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
