/**
 * The blog's words (content/pages/<language>/blog.yaml): the listing (/blog) and the frame around
 * every article (the articles themselves are content/articles/). Icons are set once, in English.
 */
import { z } from 'zod';
import { heroWithButton } from './parts';
import { pageSchema, shared, text } from './schema';

/** Icons the blog pages may name (mapped to lucide icons in components/blog). */
export const BLOG_ICONS = ['book', 'shield', 'list', 'chat'] as const;

const words = (title: string, hint: string) => text(hint).meta({ title });

export const blogPage = pageSchema('Blog', {
  listing: z
    .strictObject({
      hero: heroWithButton,
      articles: z.strictObject({ title: words('Heading', 'the heading'), intro: words('Introduction', 'the introduction') }).meta({ title: 'Articles' }),
      none: z
        .strictObject({
          text: words('Text', 'what the listing says when the language has no article yet'),
          link: words('Link words', 'the link to the English listing'),
        })
        .meta({ title: 'No article in this language' }),
      badge: words('Badge', 'the tag on the newest article'),
      readMore: words('Read more', 'the cards’ link words'),
      readMoreAbout: words('Read more about', 'completes “Read More” for screen readers: Read More about {title}'),
      whyRead: z
        .strictObject({
          title: words('Heading', 'the heading'),
          intro: words('Introduction', 'the introduction'),
          points: z
            .array(
              z
                .strictObject({
                  icon: shared(z.enum(BLOG_ICONS).meta({ title: 'Icon' })),
                  title: words('Heading', 'the point’s heading'),
                  text: words('Text', 'the point’s words'),
                })
                .meta({ title: 'Point' }),
            )
            .meta({ title: 'Points' }),
        })
        .meta({ title: 'Why read' }),
      exploreMore: words('Explore more', 'the link back to the top'),
      feed: z
        .strictObject({ label: words('Link words', 'the feed’s link on the listing'), title: words('Feed title', 'the feed’s title in feed readers') })
        .meta({ title: 'Feed' }),
    })
    .meta({ title: 'Listing' }),
  article: z
    .strictObject({
      back: words('Back link', 'the link back to the listing'),
      figures: words('Sources heading', 'before the sources of the figures an article names'),
      helpPrompt: words('Help prompt', 'the line before the chat button'),
      chatLabel: words('Chat button', 'the chat button’s words'),
      badge: words('Badge', 'the featured tag'),
      form: z
        .strictObject({
          title: words('Heading', 'the form’s heading'),
          intro: words('Introduction', 'the form’s introduction'),
          submitLabel: words('Button', 'the send button’s words'),
          subjectPrefix: words('Subject', 'the subject sent with a request (in English: it is for the office)'),
          notChosen: words('Not chosen', 'said in the subject for a dropdown left empty (in English: it is for the office)'),
          fields: z
            .strictObject({
              name: words('Name', 'the name field’s label'),
              email: words('Email', 'the email field’s label'),
              phone: words('Phone', 'the phone field’s label'),
            })
            .meta({ title: 'Fields' }),
          dropdowns: z
            .array(
              z
                .strictObject({
                  name: shared(
                    z
                      .string()
                      .regex(/^[a-z_]+$/, { error: 'a dropdown’s field name, e.g. study_destination' })
                      .meta({ title: 'Field', description: 'The dropdown’s field name (content/articles/forms.ts), e.g. study_destination.' }),
                  ),
                  label: words('Label', 'the dropdown’s label'),
                })
                .meta({ title: 'Dropdown' }),
            )
            .meta({
              title: 'Dropdown labels',
              description: 'The labels of the articles’ dropdowns, by field name (their options are in content/articles/forms.ts).',
            }),
        })
        .meta({ title: 'Consultation form' }),
      related: words('Related', 'the related articles’ heading'),
      minutesRead: words('Minutes read', 'after the minutes: 5 min read'),
      updated: words('Updated', 'before the date of the last update'),
      faq: words('Questions heading', 'the heading of an article’s questions'),
    })
    .meta({ title: 'Around every article' }),
});
