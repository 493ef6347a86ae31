import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CircleAlert, Menu } from 'lucide';
import { Glyph } from './glyph';

describe('Glyph', () => {
  it("draws the icon's shapes as a 24 × 24 SVG stroked in the text colour by the site's stylesheet, hidden from screen readers", () => {
    const { container } = render(
      <button type="button">
        <Glyph icon={Menu} className="h-6 w-6" />
        Menu
      </button>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('class', 'glyph h-6 w-6');
    // The stroke is the .glyph rule of the site's stylesheet, written once for every icon.
    const rule = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8').match(/\.glyph \{([^}]*)\}/)?.[1] ?? '';
    expect(rule.replace(/\s+/g, ' ').trim()).toBe('fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round;');
    expect([...svg.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(['M4 5h16', 'M4 12h16', 'M4 19h16']);
    // The button's name is its words only.
    expect(container.querySelector('button')).toHaveAccessibleName('Menu');
  });

  it('keeps each shape and its attributes (circles and lines as well as paths)', () => {
    const { container } = render(<Glyph icon={CircleAlert} />);
    const circle = container.querySelector('circle')!;
    expect([circle.getAttribute('cx'), circle.getAttribute('cy'), circle.getAttribute('r')]).toEqual(['12', '12', '10']);
    expect(container.querySelectorAll('line')).toHaveLength(2);
  });

  it('renders on the server as plain SVG markup, with no script needed to show it', () => {
    const html = renderToStaticMarkup(<Glyph icon={Menu} className="h-5 w-5" />);
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*><path d="M4 5h16"><\/path>/);
  });
});
