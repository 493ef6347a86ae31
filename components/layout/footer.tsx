import { contentFor } from '@/content/i18n';
import { socialNetworkNames } from '@/content/shell';
import { Link } from '@/components/link';
import { BrandIcon } from '@/components/icons/brand-icon';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import { OfficeCard } from '@/components/ui/office-card';
import { hoursIn, site, type SocialLinks } from '@/content/site';
import { isHomePageOnly } from '@/lib/placeholder-links';
import { SampleLabel } from '@/components/sample-label';
import { fillText } from '@/lib/locale';
import { renderLocale } from '@/lib/render-locale';

const linkClass = 'text-slate-300 hover:text-white hover:underline';

/** Placeholder social links (a network's home page, not the company's profile) are labelled as samples. */
const socialIsSample = Object.values(site.social).some(isHomePageOnly);

/**
 * The footer of every page, in the page's language: company, quick links, free tools, hours,
 * offices; `lang` as the header's.
 */
export function Footer({ lang }: { lang?: string } = {}) {
  const locale = renderLocale();
  const { footerQuickLinks, footerTools, shell } = contentFor(locale);
  const hours = hoursIn(locale);
  const t = shell.footer;
  return (
    <footer lang={lang} className="bg-slate-900 px-4 pt-14 pb-8 text-slate-300 sm:px-6 dark:bg-black">
      <div className="mx-auto max-w-7xl">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          <div className="[&_span]:text-white">
            <Link to="home" className="inline-flex items-center gap-2">
              <Logo tagline={shell.logoTagline} />
            </Link>
            <p className="mt-4 text-sm">{fillText(t.blurb, { tagline: site.tagline })}</p>
            <p className="mt-2 text-xs">{t.figuresNote}</p>
            <ul className="mt-5 flex gap-3" aria-label={t.social}>
              {(Object.keys(site.social) as (keyof SocialLinks)[]).map((key) => (
                <li key={key}>
                  <Link
                    href={site.social[key]}
                    aria-label={`${socialNetworkNames[key]} ${shell.a11y.newTab}`}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                  >
                    <BrandIcon brand={key} />
                  </Link>
                </li>
              ))}
            </ul>
            {socialIsSample && (
              <p className="mt-2 text-xs">
                <SampleLabel /> {t.socialSample}
              </p>
            )}
          </div>
          <nav aria-label={t.quickLinksNav}>
            <h2 className="text-lg font-bold text-white">{t.quickLinks}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {footerQuickLinks.map((l) => (
                <li key={l.label}>
                  <Link to={l.to!} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t.freeToolsNav}>
            <h2 className="text-lg font-bold text-white">{t.freeTools}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {footerTools.map((l) => (
                <li key={l.label}>
                  <Link to={l.to!} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="contact" className={buttonClasses('secondary', 'sm', 'mt-6')}>
              {t.counselling}
            </Link>
          </nav>
          <div>
            <h2 className="text-lg font-bold text-white">{t.hours}</h2>
            <p className="mt-4 text-sm" {...(hours.lang && { lang: hours.lang })}>
              {hours.text}
            </p>
          </div>
        </div>

        <section aria-labelledby="offices-heading" className="mt-12 border-t border-slate-700 pt-10">
          <h2 id="offices-heading" className="text-lg font-bold text-white">
            {t.offices}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {site.offices.map((office) => (
              <OfficeCard key={office.id} office={office} variant="on-dark" as="li" />
            ))}
          </ul>
        </section>

        <p className="mt-10 border-t border-slate-700 pt-6 text-center text-sm text-slate-400">
          © {site.copyrightYear} {site.name}. {t.rights} ·{' '}
          <Link to="privacy" className="text-slate-300 underline hover:text-white">
            {t.privacy}
          </Link>
        </p>
      </div>
    </footer>
  );
}
