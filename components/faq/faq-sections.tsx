import { CalendarCheck, Mail, MessageSquareText, Phone } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { IconNode } from 'lucide';
import { faqPage as enFaqPage, generalQuestions as enGeneral, topQuestions as enTop, type FaqPageContent } from '@/content/faq';
import type { FaqItem } from '@/content/types';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';
import { SampleLabel } from '@/components/sample-label';
import { isHomePageOnly, isPlaceholderUrl } from '@/lib/placeholder-links';
import { FaqAnswer } from '@/components/faq/faq-answer';
import { Link } from '@/components/link';
import { Accordion } from '@/components/ui/accordion';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardGrid } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { hoursIn, mailHref, site, telHref } from '@/content/site';

/** One name for both lists: the browser keeps one of the nine questions open at a time. */
const GROUP = 'faq';

export function FaqHero({ faqPage = enFaqPage }: { faqPage?: FaqPageContent }) {
  const { hero } = faqPage;
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      text={hero.text}
      actions={
        <Link to="faq" hash="#faq" className={buttonClasses('light', 'lg')}>
          {hero.cta}
        </Link>
      }
    />
  );
}

const numbered = (items: FaqItem[], start: number) =>
  items.map((item, i) => ({
    id: item.id,
    title: (
      <>
        <span className="text-brand-700 dark:text-brand-300">{start + i}.</span> {item.question}
      </>
    ),
    content: <FaqAnswer answer={item.answer} body={item.body} link={item.link} sources={item.sources} />,
  }));

/** Top Questions (1–3) and General Questions (4–9) in one accordion group: one answer open at a time. */
export function FaqQuestions({
  faqPage = enFaqPage,
  topQuestions = enTop,
  generalQuestions = enGeneral,
}: {
  faqPage?: FaqPageContent;
  topQuestions?: FaqItem[];
  generalQuestions?: FaqItem[];
}) {
  const { questions } = faqPage;
  return (
    <Section id="faq" title={questions.title} intro={questions.intro}>
      <div className="mx-auto max-w-5xl">
        <h3 className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">{questions.top}</h3>
        <Accordion name={GROUP} headingLevel="h4" items={numbered(topQuestions, 1)} />
        <h3 className="mt-12 mb-4 text-2xl font-bold text-slate-900 dark:text-white">{questions.general}</h3>
        <Accordion
          name={GROUP}
          headingLevel="h4"
          className="grid gap-x-6 lg:grid-cols-2 lg:items-start"
          items={numbered(generalQuestions, topQuestions.length + 1)}
        />
      </div>
    </Section>
  );
}

type ContactCard = { key: string; icon: IconNode; title: string; detail: string; action: { label: string; href: string } | { label: string; to: 'contact' } };

/** Still have questions: e-mail, phone and the contact page. */
export function StillHaveQuestions({ faqPage = enFaqPage }: { faqPage?: FaqPageContent }) {
  const { contact } = faqPage;
  const office = site.headOffice;
  const cards: ContactCard[] = [
    {
      key: 'email',
      icon: Mail,
      title: contact.cards.email.title,
      detail: office.email,
      action: { label: contact.cards.email.action, href: mailHref(office.email) },
    },
    {
      key: 'phone',
      icon: Phone,
      title: contact.cards.phone.title,
      detail: `${office.phone} · ${hoursIn(renderLocale()).text}`,
      action: { label: contact.cards.phone.action, href: telHref(office.phone) },
    },
    {
      key: 'contact',
      icon: MessageSquareText,
      title: contact.cards.contact.title,
      detail: contact.cards.contact.detail,
      action: { label: contact.cards.contact.action, to: 'contact' },
    },
  ];
  return (
    <Section id="still-have-questions" title={contact.title} intro={contact.intro}>
      <CardGrid columns={3} as="ul">
        {cards.map(({ key, icon, title, detail, action }) => (
          <Card
            key={key}
            as="li"
            title={title}
            icon={icon}
            footer={
              'to' in action ? (
                <Link to={action.to} className={buttonClasses('outline', 'sm')}>
                  {action.label}
                </Link>
              ) : (
                <a href={action.href} className={buttonClasses('outline', 'sm')}>
                  {action.label}
                </a>
              )
            }
          >
            <p className="break-words">{detail}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

/** Book Free Consultation: the external booking page, in a new tab. */
export function BookConsultation({ faqPage = enFaqPage }: { faqPage?: FaqPageContent }) {
  const { booking } = faqPage;
  const { newTab } = contentFor(renderLocale()).shell.a11y;
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-14 text-center text-white sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 className="text-3xl font-bold">{booking.title}</h2>
        <p className="mt-3 text-lg text-brand-50">{booking.text}</p>
        <Link href={site.bookingUrl} className={`${buttonClasses('light', 'lg')} mt-8`}>
          <Glyph icon={CalendarCheck} className="h-5 w-5" />
          {booking.label}
          <span className="sr-only"> {newTab}</span>
        </Link>
        {(isPlaceholderUrl(site.bookingUrl) || isHomePageOnly(site.bookingUrl)) && <SampleLabel className="mt-8 ml-3" />}
      </div>
    </section>
  );
}
