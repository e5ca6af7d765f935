import { Link, useLocation } from "react-router";
import { Brand } from "../../components/brand.tsx";
import { ChatIcon, SocialIcon } from "../../components/icons.tsx";
import { useConfig } from "../../lib/config.tsx";
import { skipDuplicateNavigation } from "./duplicate-navigation.ts";
import styles from "./sidebar.module.css";
import { sidebarEntries } from "./sidebar-entries.ts";

interface SidebarProps {
  collapsed: boolean;
  /** Called when a link is followed; the layout closes the drawer on narrow screens. */
  onNavigate: () => void;
}

/** The collapsible sidebar: five entries and the community banner (SHELL-07..15). */
export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const config = useConfig();
  const location = useLocation();
  const { pathname } = location;
  const entries = sidebarEntries(config.productId);
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
      <nav>
        <ul className={styles.entries}>
          {entries.map(({ label, to, icon: EntryIcon, current }) => (
            <li key={label}>
              <Link
                to={to}
                className={styles.entry}
                onClick={(event) => {
                  // ERROR-05: the current page again is no navigation (no second history entry);
                  // the drawer still closes, as the visitor asked to see the page.
                  skipDuplicateNavigation(event, to, location);
                  onNavigate();
                }}
                title={collapsed ? label : undefined}
                aria-current={current.test(pathname) ? "page" : undefined}
              >
                <EntryIcon className={styles.icon} />
                <span className={styles.label}>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
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
