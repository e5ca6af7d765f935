/**
 * Business constants of spec section 9 (CONST-*), named once. Issue "core domain library" fills
 * in the rest of the list; the shell needs these now.
 */

/** CONST-27: sidebar open/close transition, ms. */
export const SIDEBAR_TRANSITION_MS = 300;
/** CONST-28: at this width or less the sidebar starts collapsed, px. */
export const SIDEBAR_MOBILE_BREAKPOINT_PX = 768;
/** CONST-30: height of the sticky tables' scroll area, px. */
export const STICKY_TABLE_HEIGHT_PX = 500;
/** SHELL-18/19 (decision): minimum horizontal travel of a swipe that opens or closes the sidebar, px. */
export const SIDEBAR_SWIPE_MIN_PX = 50;
