import { chatbotTexts, chatTopics } from '@/content/chatbot';
import { chatReducer, fill, initChat, leadFields, topicOfMessage, type ChatAction, type ChatOption, type ChatState } from '@/components/chatbot/chat-state';

const { success: SUCCESS, error: ERROR } = chatbotTexts;
const content = { texts: chatbotTexts, topics: chatTopics };
const TOPICS = chatTopics.map((t) => t.label);
/** The topic and sub-option of the walk to the form: the first that pre-fills a country. */
const TOPIC = chatTopics.find((t) => t.subOptions.some((o) => o.country))!;
const SUB = TOPIC.subOptions.find((o) => o.country)!;
/** A message naming no topic. */
const UNRELATED = 'qwzx vbnm';

const start = () => initChat({ company: 'Test Consultants', phone: '+91 90000 00000', content, language: 'en' });
const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);
const last = (state: ChatState) => state.messages[state.messages.length - 1];
const option = (state: ChatState, label: string): ChatOption => {
  const found = last(state).options?.find((o) => o.label === label);
  if (!found) throw new Error(`no option ${label}`);
  return found;
};

/** Name → a topic → one of its sub-options with a country → Get Detailed Information. */
function toForm() {
  let s = run(start(), { type: 'send', text: '  Asha  ' });
  s = run(s, { type: 'choose', option: option(s, TOPIC.label) });
  s = run(s, { type: 'choose', option: option(s, SUB.label) });
  return run(s, { type: 'choose', option: option(s, chatbotTexts.detailsButton) });
}

describe('chatbot conversation', () => {
  it('starts by asking the name', () => {
    const s = start();
    expect(s.step).toBe('name');
    expect(s.messages).toEqual([{ id: 1, isBot: true, type: 'text', text: fill(chatbotTexts.welcome, { company: 'Test Consultants' }) }]);
    expect(s.messages[0].text).toContain('Test Consultants');
  });

  it('step 2: greets by name with the topic buttons', () => {
    const s = run(start(), { type: 'send', text: '  Asha  ' });
    expect(s.step).toBe('topic');
    expect(s.name).toBe('Asha');
    expect(s.messages[1]).toMatchObject({ text: 'Asha', isBot: false, type: 'text' });
    expect(last(s)).toMatchObject({ isBot: true, type: 'options', text: fill(chatbotTexts.greeting, { name: 'Asha' }) });
    expect(last(s).options?.map((o) => o.label)).toEqual(TOPICS);
  });

  it('step 3: a topic gives its overview and its sub-options', () => {
    for (const topic of chatTopics) {
      let s = run(start(), { type: 'send', text: 'Ravi' });
      s = run(s, { type: 'choose', option: option(s, topic.label) });
      expect(s.step).toBe('subOption');
      expect(s.topic).toBe(topic.id);
      expect(s.messages[s.messages.length - 2]).toMatchObject({ text: topic.label, isBot: false });
      expect(last(s).text).toContain(topic.overview);
      expect(last(s).options?.map((o) => o.label)).toEqual(topic.subOptions.map((o) => o.label));
    }
  });

  it('step 4: a sub-option gives a summary: its points, the sample estimate, and Get Detailed Information', () => {
    const topic = chatTopics.at(-1)!;
    const sub = topic.subOptions.at(-1)!;
    let s = run(start(), { type: 'send', text: 'Ravi' });
    s = run(s, { type: 'choose', option: option(s, topic.label) });
    s = run(s, { type: 'choose', option: option(s, sub.label) });
    expect(s.step).toBe('summary');
    expect(last(s).text).toContain(fill(chatbotTexts.summaryIntro, { option: sub.label }));
    for (const fact of sub.facts) expect(last(s).text).toContain(`• ${fact}`);
    expect(last(s).text).toContain(chatbotTexts.sampleEstimate);
    expect(last(s).options).toEqual([{ kind: 'details', label: chatbotTexts.detailsButton }]);
  });

  it('Get Detailed Information opens the lead form, pre-filled with the name and the country', () => {
    const s = toForm();
    expect(s.step).toBe('form');
    expect(s.formOpen).toBe(true);
    expect(s.lead).toEqual({ name: 'Asha', phone: '', email: '', country: SUB.country });
    expect(last(s).text).toBe(chatbotTexts.formPrompt);
  });

  it('ignores blank and whitespace-only messages, at every step', () => {
    const s0 = start();
    expect(run(s0, { type: 'send', text: '' })).toBe(s0);
    expect(run(s0, { type: 'send', text: '   \n\t ' })).toBe(s0);
    const s1 = run(s0, { type: 'send', text: 'Asha' });
    expect(run(s1, { type: 'send', text: '  ' })).toBe(s1);
  });

  it('replies to free text naming no topic by re-offering the topics and the phone', () => {
    const s1 = run(start(), { type: 'send', text: 'Asha' });
    const s2 = run(s1, { type: 'send', text: UNRELATED });
    expect(s2.step).toBe('topic');
    expect(s2.messages.slice(-2, -1)[0]).toMatchObject({ text: UNRELATED, isBot: false });
    expect(last(s2).text).toBe(fill(chatbotTexts.freeTextReply, { name: 'Asha', phone: '+91 90000 00000' }));
    expect(last(s2).options?.map((o) => o.label)).toEqual(TOPICS);
  });

  it('answers a message with a topic’s keyword with that topic, as if its button were tapped', () => {
    for (const topic of chatTopics) {
      const message = `Please tell me about ${topic.keywords[0].toUpperCase()}?`;
      // This topic, or an earlier one sharing the word.
      const found = topicOfMessage(message, chatTopics)!;
      expect(chatTopics.indexOf(found)).toBeGreaterThanOrEqual(0);
      expect(chatTopics.indexOf(found)).toBeLessThanOrEqual(chatTopics.indexOf(topic));
      let s = run(start(), { type: 'send', text: 'Asha' });
      s = run(s, { type: 'send', text: message });
      expect(s).toMatchObject({ step: 'subOption', topic: found.id });
      expect(s.messages.at(-2)).toMatchObject({ text: message, isBot: false });
      expect(last(s).text).toContain(found.overview);
      expect(last(s).options?.map((o) => o.label)).toEqual(found.subOptions.map((o) => o.label));
    }
  });

  it('matches a keyword as a word, not inside another word; endings in Telugu and Hindi', () => {
    const topic = { ...chatTopics[0], keywords: ['fee', 'ఫీజు'] };
    expect(topicOfMessage('What are the fees?', [topic])).toBe(topic);
    expect(topicOfMessage('FEE?', [topic])).toBe(topic);
    expect(topicOfMessage('I feel lost', [topic])).toBeUndefined();
    expect(topicOfMessage('coffee', [topic])).toBeUndefined();
    expect(topicOfMessage('ఫీజులు ఎంత?', [topic])).toBe(topic);
    const hindi = { ...topic, keywords: ['फ़ीस'] };
    expect(topicOfMessage('फीस कितनी है?', [hindi])).toBe(hindi);
  });

  it('submitting: sets the flag once; success posts the confirmation, hides and clears the form', () => {
    let s = toForm();
    s = run(s, { type: 'edit', field: 'phone', value: '9876543210' }, { type: 'edit', field: 'email', value: 'asha@example.in' });
    s = run(s, { type: 'submit' });
    expect(s.submitting).toBe(true);
    expect(run(s, { type: 'submit' })).toBe(s);
    s = run(s, { type: 'submitted', ok: true });
    expect(s.submitting).toBe(false);
    expect(s.formOpen).toBe(false);
    expect(s.lead).toEqual({ name: '', phone: '', email: '', country: '' });
    expect(last(s)).toMatchObject({ text: SUCCESS, isBot: true, type: 'success' });
  });

  it('success says the lead’s reference after the confirmation; a lead saved for later closes the form and says so', () => {
    const sent = run(toForm(), { type: 'submit' }, { type: 'submitted', ok: true, note: 'Your reference: AP-7F3K9' });
    expect(last(sent).text).toBe(`${SUCCESS} Your reference: AP-7F3K9`);
    const saved = run(toForm(), { type: 'edit', field: 'phone', value: '9876543210' }, { type: 'submit' }, { type: 'saved', text: 'Saved. AP-7F3K9' });
    expect(saved).toMatchObject({ submitting: false, formOpen: false, lead: { name: '', phone: '', email: '', country: '' } });
    expect(last(saved)).toMatchObject({ text: 'Saved. AP-7F3K9', isBot: true });
  });

  it('failure posts the error message and keeps the form with its values', () => {
    let s = toForm();
    s = run(s, { type: 'edit', field: 'phone', value: '9876543210' }, { type: 'submit' }, { type: 'submitted', ok: false });
    expect(s.submitting).toBe(false);
    expect(s.formOpen).toBe(true);
    expect(s.lead).toEqual({ name: 'Asha', phone: '9876543210', email: '', country: SUB.country });
    expect(last(s)).toMatchObject({ text: ERROR, isBot: true, type: 'error' });
  });

  it('sends name, phone, email, country and a subject naming the topic and sub-option', () => {
    let s = toForm();
    s = run(s, { type: 'edit', field: 'phone', value: ' 9876543210 ' }, { type: 'edit', field: 'email', value: 'asha@example.in' });
    expect(leadFields(s)).toEqual({
      name: 'Asha',
      phone: '9876543210',
      email: 'asha@example.in',
      country: SUB.country,
      subject: fill(chatbotTexts.subject, { topic: TOPIC.label, option: SUB.label }),
      from_name: 'Test Consultants',
      language: 'en',
    });
  });

  it('speaks the words it is given and sends the language of the page with the lead', () => {
    const texts = { ...chatbotTexts, welcome: 'నమస్కారం! {company}', greeting: 'స్వాగతం {name}!' };
    let s = initChat({ company: 'Test Consultants', phone: '+91 1', content: { texts, topics: chatTopics }, language: 'te' });
    expect(s.messages[0].text).toBe('నమస్కారం! Test Consultants');
    s = chatReducer(s, { type: 'send', text: 'Asha' });
    expect(s.messages.at(-1)?.text).toBe('స్వాగతం Asha!');
    expect(leadFields(s).language).toBe('te');
  });

  it('gives every message a unique id', () => {
    const s = run(toForm(), { type: 'send', text: 'hello' }, { type: 'submit' }, { type: 'submitted', ok: false });
    const ids = s.messages.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
