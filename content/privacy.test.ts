import { privacy } from '@/content/privacy';
import { privacyPage } from '@/content/pages/privacy.schema';
import { getRoute } from '@/content/routes';
import { site, privacyContact } from '@/content/site';

describe('privacy notice', () => {
  const text = [privacy.intro, ...privacy.sections.flatMap((s) => [s.title, ...(s.paragraphs ?? []), ...(s.list ?? [])])].join('\n');

  it('is a registered page with its own title, description and keywords', () => {
    const route = getRoute('privacy');
    expect(route.path).toBe('/privacy');
    expect(route.title).toMatch(/Privacy Notice/);
    expect(route.description).toMatch(/DPDP Act, 2023/);
    expect(route.noindex).toBeFalsy();
  });

  it('says what the forms collect, why, where it goes and for how long', () => {
    for (const form of ['Contact form', 'Consultation forms on our articles', 'Cybersecurity enquiry form', 'Chatbot']) expect(text).toContain(form);
    expect(text).toMatch(/To answer your enquiry/);
    expect(text).toContain('Web3Forms (api.web3forms.com)');
    expect(text).toContain(`up to ${privacyContact.retentionMonths} months`);
  });

  it('tells how to ask for access, correction and deletion under the DPDP Act, with the operator’s details', () => {
    expect(text).toContain('Digital Personal Data Protection Act, 2023');
    expect(text).toMatch(/corrected.*erased.*withdraw your consent/s);
    expect(text).toContain(privacyContact.email);
    expect(text).toContain(site.headOffice.address);
    expect(text).toContain(site.name);
    expect(text).toContain('Data Protection Board of India');
  });

  it('fills in every setting its words name, and the build refuses a name it does not know', () => {
    expect(text).not.toMatch(/\[[A-Za-z]+\]|\{\{/);
    expect(privacyPage.shape.intro.safeParse('Write to [privacyEmail].').success).toBe(true);
    expect(privacyPage.shape.intro.safeParse('Write to [ownerEmail].').success).toBe(false);
  });
});
