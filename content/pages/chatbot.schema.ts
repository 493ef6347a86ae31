/**
 * The chatbot's fixed words (content/pages/<language>/chatbot.yaml): its launcher, window, the lines
 * of the conversation and the lead form. Its topics are content/chatbot-topics/. Placeholders in
 * braces are filled as the chat runs: {company}, {name}, {phone}, {option}, {topic}; the sample
 * estimate's {cost} and {source} come from content/prices/chatbot-masters-estimate.yaml.
 */
import { z } from 'zod';
import { pageSchema, shared, text } from './schema';

const words = (title: string, description?: string) => text(title.toLowerCase()).meta({ title, ...(description && { description }) });

export const chatbotPage = pageSchema('Chatbot', {
  launcher: z
    .strictObject({
      label: words('Button', 'The round chat button’s name for screen readers.'),
      fallbackLabel: words('Link before scripts', 'The same button before the page’s scripts have run: it leads to the contact form.'),
    })
    .meta({ title: 'Chat button' }),
  dialogLabel: words('Window name', 'For screen readers.'),
  title: words('Window heading'),
  subtitle: words('Window subheading'),
  minimise: words('Minimise button'),
  restore: words('Restore button'),
  close: words('Close button'),
  conversationLabel: words('Conversation name', 'For screen readers.'),
  botName: words('Assistant’s name', 'Read out before each of its messages.'),
  visitorName: words('Visitor’s name', 'Read out before each of the visitor’s messages.'),
  inputLabel: words('Message box name'),
  namePlaceholder: words('Message box hint, asking the name'),
  messagePlaceholder: words('Message box hint'),
  send: words('Send button'),
  welcome: words('Welcome', 'The first message: {company} is the company’s name.'),
  greeting: words('Greeting', 'After the visitor gave a name ({name}), before the topics.'),
  chooseSubOption: words('Before the follow-ups'),
  summaryIntro: words('Summary heading', '{option} is the follow-up chosen.'),
  sampleEstimate: z
    .strictObject({
      label: words('Label'),
      basis: words('What it is for'),
      duration: words('Duration'),
      line: words('Line', 'Places the others: {label}, {basis}, {duration}, and the price file’s {cost} and whose figure it is, {source}.'),
    })
    .meta({ title: 'Sample estimate', description: 'The general line under every summary. The figure is content/prices/chatbot-masters-estimate.yaml.' }),
  partners: words('Partner universities line', '{names}: the universities a follow-up names; {accreditation}: their listing, as the MBBS page shows it.'),
  summaryOutro: words('After a summary'),
  detailsButton: words('Details button'),
  formPrompt: words('Before the form'),
  form: z
    .strictObject({
      label: words('Form name'),
      name: words('Name field'),
      phone: words('Phone field'),
      email: words('E-mail field'),
      country: words('Country field'),
      submit: words('Send button'),
    })
    .meta({ title: 'Lead form' }),
  success: words('Sent', 'After the details were sent.'),
  error: words('Not sent', 'When sending failed.'),
  freeTextReply: words('Reply to other messages', 'To a message naming no topic: {name} and {phone} are filled in.'),
  subject: shared(
    text('the e-mail subject').meta({
      title: 'Lead e-mail subject',
      description: 'What the office inbox shows, in English for every language: {topic} and {option} are filled in.',
    }),
  ),
});
