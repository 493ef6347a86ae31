/** Copy of the blog listing and of the frame around every article; the articles are files (content/articles/). */
import type { Article } from '@/content/articles';

/** Social preview: the site's PNG card (networks do not show SVG previews). */
export const socialImage = (article: Article) => ({ url: '/og-default.png', width: 1200, height: 630, alt: article.title });

/** Icons the blog pages may name (mapped to lucide icons in components/blog). */
export type BlogIcon = 'book' | 'shield' | 'list' | 'chat';

export type BlogListingCopy = {
  hero: { eyebrow: string; title: string; text: string; cta: string };
  articles: { title: string; intro: string };
  /** An edition's listing with no article in its language yet: says so and links the English listing. */
  none: { text: string; link: string };
  badge: string;
  readMore: string;
  /** Completes "Read More" for screen readers: "Read More about {title}". */
  readMoreAbout: string;
  whyRead: { title: string; intro: string; points: { icon: BlogIcon; title: string; text: string }[] };
  exploreMore: string;
  /** The feed's link on the listing and its title in feed readers. */
  feed: { label: string; title: string };
};

export type ArticleCopy = {
  back: string;
  /** Before the sources of the facts an article names ({{figures}}), under its text. */
  figures: string;
  helpPrompt: string;
  chatLabel: string;
  badge: string;
  form: {
    title: string;
    intro: string;
    submitLabel: string;
    /** The subject sent with a request: "Consultation request: {title} — {option}, {option}" (in English: it is for the office). */
    subjectPrefix: string;
    notChosen: string;
    fields: { name: string; email: string; phone: string };
    /** The dropdowns' labels by field name (content/articles/forms.ts); the options stay as they are. */
    dropdowns: Record<string, string>;
  };
  related: string;
  /** "5 min read". */
  minutesRead: string;
  updated: string;
  faq: string;
};

/** Copy of the blog listing (/blog). */
export const blogListing: BlogListingCopy = {
  hero: {
    eyebrow: 'Blog',
    title: 'Study Abroad Insights and Guides',
    text: 'MBBS abroad, NEET tips, choosing a country, scholarships and loans, and master’s admissions: practical guides from our counsellors.',
    cta: 'Read the Articles',
  },
  articles: {
    title: 'Latest Articles',
    intro: 'Guides for Indian students and parents planning medicine, engineering or a master’s abroad.',
  },
  none: { text: 'There are no articles in this language yet.', link: 'Read our guides in English' },
  badge: 'New',
  readMore: 'Read More',
  /** Completes "Read More" for screen readers: "Read More about {title}". */
  readMoreAbout: 'about',
  whyRead: {
    title: 'Why Read Our Blogs?',
    intro: 'Written by the counsellors who guide students every day, for the questions families actually ask.',
    points: [
      { icon: 'book', title: 'Expert Insights', text: 'Advice drawn from years of helping students choose courses, countries and universities.' },
      {
        icon: 'shield',
        title: 'Accurate and Current',
        text: 'We follow the rules that matter — NMC regulations, visa requirements, loan terms — and update our guides when they change.',
      },
      { icon: 'list', title: 'Practical Checklists', text: 'Step-by-step plans, timelines and questions to ask, so you know exactly what to do next.' },
      { icon: 'chat', title: 'Free Follow-up', text: 'Every article ends with a free consultation form: ask a counsellor about your own situation.' },
    ],
  },
  exploreMore: 'Explore More Blogs',
  feed: { label: 'Subscribe to new articles (RSS feed)', title: 'Study abroad guides' },
};

/** Copy around every article (the body itself lives in content/articles/). */
export const articleCopy: ArticleCopy = {
  back: 'Back to Blog',
  figures: 'Rules and figures quoted above:',
  helpPrompt: 'Have a question about your plans? Our counsellors are one message away.',
  chatLabel: 'Chat with Us',
  badge: 'Featured',
  form: {
    title: 'Request a Free Consultation',
    intro: 'Tell us where you would like to study and a counsellor will call you back, usually within 24 hours.',
    submitLabel: 'Get Free Consultation',
    subjectPrefix: 'Consultation request',
    notChosen: 'not chosen',
    fields: { name: 'Full Name', email: 'Email Address', phone: 'Mobile Number' },
    dropdowns: {},
  },
  related: 'Related Articles',
  minutesRead: 'min read',
  updated: 'Updated',
  faq: 'Questions and Answers',
};
