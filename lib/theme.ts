/** Theme persistence: localStorage key darkMode, 'true' or 'false' (default light). */
export const THEME_STORAGE_KEY = 'darkMode';

/**
 * Runs inline in <head> before first paint: applies the stored theme (default light). It sets no
 * "scripts run" flag: content is hidden only by a component whose own script has run.
 */
export const themeInitScript = `(function(){var d=document.documentElement;try{var v=localStorage.getItem('${THEME_STORAGE_KEY}')==='true';d.classList.toggle('dark',v);d.style.colorScheme=v?'dark':'light'}catch(e){}})()`;

export function applyTheme(dark: boolean) {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  try {
    localStorage.setItem(THEME_STORAGE_KEY, dark ? 'true' : 'false');
  } catch {
    /* storage may be blocked: the theme still applies for this page */
  }
}
