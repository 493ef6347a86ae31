import { fill, withSubject } from '@/lib/calc-text';

describe('fill', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fill('Semester {n}', { n: 2 })).toBe('Semester 2');
    expect(fill('{from} {score} = {to}', { from: 'TOEFL', score: 100 })).toBe('TOEFL 100 = {to}');
  });
});

describe('withSubject', () => {
  it('adds the subject to the contact link, readable by URLSearchParams', () => {
    const link = withSubject('/contact/', 'IELTS overall band 6.5: counselling request');
    expect(link).toBe('/contact/?subject=IELTS%20overall%20band%206.5%3A%20counselling%20request');
    expect(new URL(link, 'https://x.test').searchParams.get('subject')).toBe('IELTS overall band 6.5: counselling request');
    expect(withSubject('/contact/?a=1#form', 'x & y')).toBe('/contact/?a=1&subject=x%20%26%20y#form');
  });
});
