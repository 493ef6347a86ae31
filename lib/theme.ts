/**
 * Theme persistence: localStorage key darkMode, 'true' or 'false' (default light). The theme is
 * applied before first paint and switched by the page's own small script (lib/shell-script.ts).
 */
export const THEME_STORAGE_KEY = 'darkMode';
