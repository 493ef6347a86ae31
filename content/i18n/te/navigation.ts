/** Telugu: the site's menus, from content/pages/te/navigation.yaml (content/navigation.ts): only labels change; every `to` is the English one. */
import { navigationIn } from '@/content/navigation';

export const { mainNav, footerQuickLinks, footerTools } = navigationIn('te');
