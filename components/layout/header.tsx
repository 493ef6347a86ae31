import { mainNav, type NavItem } from '@/content/navigation';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Logo } from '@/components/layout/logo';
import type { ResolvedNavItem } from '@/components/layout/nav-types';
import { href } from '@/lib/routes';
import { site } from '@/lib/site';

const resolve = (items: NavItem[]): ResolvedNavItem[] =>
  items.map((item) => ({ label: item.label, href: item.to ? href(item.to) : undefined, children: item.children && resolve(item.children) }));

/** The fixed header of every page (spec 000 §2.2). */
export function Header() {
  const items = resolve(mainNav);
  const contactHref = href('contact');
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="home" className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500">
          <Logo />
        </Link>
        <DesktopNav items={items} />
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <Link to="contact" className={buttonClasses('primary', 'sm')}>
              Contact
            </Link>
            <Link href={site.crmUrl} className={buttonClasses('outline', 'sm')}>
              CRM
            </Link>
          </div>
          <ThemeToggle />
          <MobileMenu items={items} contactHref={contactHref} crmUrl={site.crmUrl} />
        </div>
      </div>
    </header>
  );
}
