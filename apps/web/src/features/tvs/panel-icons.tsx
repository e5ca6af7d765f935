import type { ReactNode } from "react";

/** The panel toolbar's line icons, inline and decorative: each button carries its own label. */
function PanelIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CollapseIcon = () => (
  <PanelIcon>
    <path d="m6 15 6-6 6 6" />
  </PanelIcon>
);
export const ExpandIcon = () => (
  <PanelIcon>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </PanelIcon>
);
export const RestoreIcon = () => (
  <PanelIcon>
    <path d="M4 14h6v6M20 10h-6V4M14 10l7-7M3 21l7-7" />
  </PanelIcon>
);
export const ReloadIcon = () => (
  <PanelIcon>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </PanelIcon>
);
export const CloseIcon = () => (
  <PanelIcon>
    <path d="M6 6l12 12M18 6 6 18" />
  </PanelIcon>
);
