import { render } from '@testing-library/react';
import { JsonLd, jsonLdString } from '@/components/json-ld';
import { faqPageLd } from '@/content/structured-data';

describe('JsonLd', () => {
  it('writes the data as an application/ld+json script that no text in it can close', () => {
    const data = { '@type': 'Answer', text: 'Fees < 5 lakh </script><script>alert(1)</script>' };
    const { container } = render(<JsonLd data={data} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].type).toBe('application/ld+json');
    expect(scripts[0].innerHTML).not.toContain('<');
    expect(JSON.parse(scripts[0].innerHTML)).toEqual(data);
  });

  it('keeps an FAQPage answer intact while no answer can close the script tag', () => {
    const ld = faqPageLd([{ question: 'Q?', answer: '</script><b>' }]);
    expect(jsonLdString(ld)).not.toContain('</script>');
    expect(JSON.parse(jsonLdString(ld)).mainEntity[0].acceptedAnswer.text).toBe('</script><b>');
  });
});
