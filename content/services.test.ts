import { loanMoratorium } from '@/content/facts';
import { SERVICE_PAGE_KEYS, servicePages } from './service-pages';
import { servicesOverview } from './services';
import { testimonialFiles } from './testimonials';

describe('services content', () => {
  it('lists the 14 services in order, each with details and key features', () => {
    expect(servicesOverview.catalogue.services.map((s) => s.title)).toEqual([
      'Expert Consultation',
      'Career Counseling',
      'University Selection Assistance',
      'SOP & LOR Assistance',
      'Scholarship Assistance',
      'Education Loan Assistance',
      'Application & Document Verification',
      'Visa Assistance',
      'Foreign Exchange Services',
      'Travel & Accommodation Support',
      'Pre & Post Departure Support',
      'Travel Insurance Assistance',
      'International SIM & Mobile Plans',
      'Banking & Financial Setup',
    ]);
    for (const s of servicesOverview.catalogue.services) {
      expect(s.details.length).toBeGreaterThan(s.description.length);
      expect(s.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('fills every statistic of the strip', () => {
    expect(servicesOverview.stats.items.map((s) => s.label)).toEqual([
      'Endless Support',
      'Partnered Universities',
      'Massive Success Rate',
      'Years of Experience',
    ]);
    for (const s of servicesOverview.stats.items) expect(s.value.trim()).not.toBe('');
  });

  it('has 21 FAQ questions and the four Additional Support cards', () => {
    expect(servicesOverview.faq.items).toHaveLength(21);
    expect(servicesOverview.support.cards.map((c) => c.title)).toEqual(['Pre-Departure Briefing', 'Travel Assistance', 'Local Guidance', 'Student Support']);
    expect(servicesOverview.support.cards[3].description).toMatch(/24\/7 assistance/);
    expect(servicesOverview.closing.ctaLabel).toBe('Schedule Free Counseling');
  });

  it('holds one sub-page per key of SERVICE_PAGE_KEYS, in its order, each under its own key', () => {
    expect(Object.keys(servicePages)).toEqual([...SERVICE_PAGE_KEYS]);
    for (const key of SERVICE_PAGE_KEYS) expect(servicePages[key].key).toBe(key);
  });

  it('uses ids that are unique within each page', () => {
    const ids = [...servicesOverview.catalogue.services.map((s) => s.id), ...servicesOverview.faq.items.map((f) => f.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of Object.values(servicePages)) {
      const faqIds = page.faq?.items.map((f) => f.id) ?? [];
      expect(new Set(faqIds).size).toBe(faqIds.length);
    }
  });

  it('states the visa, loan, consultation and scholarship facts on the pages they belong to', () => {
    const text = (key: keyof typeof servicePages) => JSON.stringify(servicePages[key]);
    expect(text('visaServices')).toContain('4-12 weeks');
    for (const fact of ['7-15 working days', loanMoratorium, 'collateral-free', '15+', '90%+']) expect(text('educationLoan')).toContain(fact);
    // No loan ceiling that no official page states: the amount depends on the lender.
    expect(text('educationLoan')).not.toMatch(/crore|\d+\s?lakh/i);
    for (const fact of ['30-45 minutes', 'zero consultation fees']) expect(text('consultationService').toLowerCase()).toContain(fact);
    for (const fact of ['12-15 months', '8-12 scholarships', '10,000', '85%', '5 or more']) expect(text('scholarshipService')).toContain(fact);
  });

  it('gives the travel and accommodation page neither FAQ nor testimonials, and the others the testimonial files that list them, rated 1–5', () => {
    expect(servicePages.travelAccommodation.faq).toBeUndefined();
    expect(servicePages.travelAccommodation.testimonials).toBeUndefined();
    for (const page of Object.values(servicePages).filter((p) => p.testimonials)) {
      expect(page.testimonials!.items).toEqual(testimonialFiles.filter((t) => (t.pages as string[]).includes(page.key)));
      for (const t of page.testimonials!.items) expect([1, 2, 3, 4, 5]).toContain(t.rating);
    }
  });
});
