/**
 * The site's menus (content/pages/<language>/navigation.yaml, schema
 * content/pages/navigation.schema.ts): the header menu and the footer's quick links and free tools.
 * Server side only: the header hands its islands the items as props.
 */
import type { DataLanguage } from '@/content/data/schema';
import { pageWords } from '@/content/pages';
import type { RouteKey } from '@/content/routes';

/** Navigation item: label, target route, optional dropdown of the same shape. */
export type NavItem = {
  label: string;
  /** Absent for the Assistance group, which is a placeholder and not a page. */
  to?: RouteKey;
  children?: NavItem[];
};

type NavWords = { label: string; to?: string; children?: NavWords[] };

const item = ({ label, to, children }: NavWords): NavItem => ({ label, ...(to && { to: to as RouteKey }), ...(children && { children: children.map(item) }) });

/** The menus in a language. */
export function navigationIn(language: DataLanguage): { mainNav: NavItem[]; footerQuickLinks: NavItem[]; footerTools: NavItem[] } {
  const w = pageWords('navigation', language);
  return { mainNav: w.mainNav.map(item), footerQuickLinks: w.footerQuickLinks.map(item), footerTools: w.footerTools.map(item) };
}

/** Header items, in their fixed order and with their fixed labels; footer quick links (/programs and /faq are aliases of /program and /FAQ'S); free tools listed in the footer beside the quick links. */
export const { mainNav, footerQuickLinks, footerTools } = navigationIn('en');
