import { chatbotTexts, chatTopics } from '@/content/chatbot';
import { chatReducer, initChat, leadFields, type ChatAction, type ChatOption, type ChatState } from '@/lib/chatbot';

const SUCCESS =
  "Thank you for providing your details! Our counselor will contact you within 24 hours to discuss your requirements in detail. Is there anything else you'd like to know?";
const ERROR = 'I apologize, but there was an error sending your details. Please try again or contact us directly.';

const start = () => initChat({ company: 'Test Consultants', phone: '+91 90000 00000' });
const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);
const last = (state: ChatState) => state.messages[state.messages.length - 1];
const option = (state: ChatState, label: string): ChatOption => {
  const found = last(state).options?.find((o) => o.label === label);
  if (!found) throw new Error(`no option ${label}`);
  return found;
};

/** Name → MBBS Programs → MBBS in Vietnam → Get Detailed Information. */
function toForm() {
  let s = run(start(), { type: 'send', text: '  Asha  ' });
  s = run(s, { type: 'choose', option: option(s, 'MBBS Programs') });
  s = run(s, { type: 'choose', option: option(s, 'MBBS in Vietnam') });
  return run(s, { type: 'choose', option: option(s, 'Get Detailed Information') });
}

describe('chatbot conversation', () => {
  it('starts by asking the name', () => {
    const s = start();
    expect(s.step).toBe('name');
    expect(s.messages).toEqual([{ id: 1, isBot: true, type: 'text', text: expect.stringContaining('May I know your name?') }]);
    expect(s.messages[0].text).toContain('Test Consultants');
  });

  it('step 2: greets by name with the four topic buttons', () => {
    const s = run(start(), { type: 'send', text: '  Asha  ' });
    expect(s.step).toBe('topic');
    expect(s.name).toBe('Asha');
    expect(s.messages[1]).toMatchObject({ text: 'Asha', isBot: false, type: 'text' });
    expect(last(s)).toMatchObject({ isBot: true, type: 'options', text: 'Nice to meet you, Asha! What would you like to know about?' });
    expect(last(s).options?.map((o) => o.label)).toEqual(['MBBS Programs', 'Engineering Programs', 'Course Fees', 'Admission Process']);
  });

  it('step 3: a topic gives its overview and 3-4 sub-options', () => {
    for (const topic of chatTopics) {
      let s = run(start(), { type: 'send', text: 'Ravi' });
      s = run(s, { type: 'choose', option: option(s, topic.label) });
      expect(s.step).toBe('subOption');
      expect(s.topic).toBe(topic.id);
      expect(s.messages[s.messages.length - 2]).toMatchObject({ text: topic.label, isBot: false });
      expect(last(s).text).toContain(topic.overview);
      expect(last(s).options?.length).toBeGreaterThanOrEqual(3);
      expect(last(s).options?.length).toBeLessThanOrEqual(4);
      expect(last(s).options?.map((o) => o.label)).toEqual(topic.subOptions.map((o) => o.label));
    }
  });

  it('step 4: a sub-option gives a summary with the sample estimate and Get Detailed Information', () => {
    let s = run(start(), { type: 'send', text: 'Ravi' });
    s = run(s, { type: 'choose', option: option(s, 'Engineering Programs') });
    s = run(s, { type: 'choose', option: option(s, 'Engineering in Germany') });
    expect(s.step).toBe('summary');
    expect(last(s).text).toContain('Here is a summary for Engineering in Germany:');
    expect(last(s).text).toContain(`duration ${chatbotTexts.sampleEstimate.duration}`);
    expect(last(s).text).toContain('cost set by each university');
    expect(last(s).options).toEqual([{ kind: 'details', label: 'Get Detailed Information' }]);
  });

  it('Get Detailed Information opens the lead form, pre-filled with the name and the country', () => {
    const s = toForm();
    expect(s.step).toBe('form');
    expect(s.formOpen).toBe(true);
    expect(s.lead).toEqual({ name: 'Asha', phone: '', email: '', country: 'Vietnam' });
    expect(last(s).text).toBe(chatbotTexts.formPrompt);
  });

  it('ignores blank and whitespace-only messages, at every step', () => {
    const s0 = start();
    expect(run(s0, { type: 'send', text: '' })).toBe(s0);
    expect(run(s0, { type: 'send', text: '   \n\t ' })).toBe(s0);
    const s1 = run(s0, { type: 'send', text: 'Asha' });
    expect(run(s1, { type: 'send', text: '  ' })).toBe(s1);
  });

  it('replies to free text after the name step by re-offering the topics and the phone', () => {
    const s1 = run(start(), { type: 'send', text: 'Asha' });
    const s2 = run(s1, { type: 'send', text: 'Do you help with hostels?' });
    expect(s2.step).toBe('topic');
    expect(s2.messages.slice(-2, -1)[0]).toMatchObject({ text: 'Do you help with hostels?', isBot: false });
    expect(last(s2).text).toContain('Asha');
    expect(last(s2).text).toContain('+91 90000 00000');
    expect(last(s2).text).toContain('WhatsApp');
    expect(last(s2).options?.map((o) => o.label)).toEqual(['MBBS Programs', 'Engineering Programs', 'Course Fees', 'Admission Process']);
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
    expect(s.lead).toEqual({ name: 'Asha', phone: '9876543210', email: '', country: 'Vietnam' });
    expect(last(s)).toMatchObject({ text: ERROR, isBot: true, type: 'error' });
  });

  it('sends name, phone, email, country and a subject naming the topic and sub-option', () => {
    let s = toForm();
    s = run(s, { type: 'edit', field: 'phone', value: ' 9876543210 ' }, { type: 'edit', field: 'email', value: 'asha@example.in' });
    expect(leadFields(s)).toEqual({
      name: 'Asha',
      phone: '9876543210',
      email: 'asha@example.in',
      country: 'Vietnam',
      subject: 'Chatbot lead: MBBS Programs – MBBS in Vietnam',
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
