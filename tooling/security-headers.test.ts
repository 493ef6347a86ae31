/** @jest-environment node */
import { createHash } from 'node:crypto';
import { nginxConfig } from '@/tooling/deploy';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  commonHeaders,
  contentSecurityPolicy,
  formActionSources,
  hasLeadForm,
  hasMap,
  headersFile,
  hostRuleLimitProblems,
  inlineScriptHashes,
  metaContentSecurityPolicy,
  metaPolicyOf,
  pagePolicy,
  withMetaPolicy,
} from '@/tooling/security-headers';
import { SPECULATION_RULES, withSpeculationRules } from '@/tooling/speculation-rules';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it('hashes inline scripts only: not external ones, not JSON-LD data blocks', () => {
    const html = `<head><script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script async="">b()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('hashes the Speculation Rules, which script-src governs', () => {
    const html = `<head>${withSpeculationRules('<head></head>').slice(6, -7)}</head>`;
    const body = JSON.stringify(SPECULATION_RULES);
    expect(html).toContain(`<script type="speculationrules">${body}</script>`);
    expect(inlineScriptHashes(html)).toEqual([sha(body)]);
  });

  it('allows our scripts, the form service and the map, and forbids framing', () => {
    const csp = contentSecurityPolicy([sha('a()')], undefined, { map: true });
    expect(csp).toContain(`script-src 'self' ${sha('a()')}`);
    expect(csp).toContain("connect-src 'self' https://api.web3forms.com");
    expect(csp).toContain('frame-src https://www.google.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows the captcha’s hosts only when asked (a page with a lead form, the setting on)', () => {
    const plain = contentSecurityPolicy([sha('a()')]);
    expect(plain).not.toContain('hcaptcha');
    expect(plain).not.toContain('https://web3forms.com');
    const csp = contentSecurityPolicy([sha('a()')], undefined, { captcha: true });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${sha('a()')} https://web3forms.com https://hcaptcha.com https://*.hcaptcha.com`);
    for (const name of ['style-src', 'connect-src', 'frame-src']) expect(directive(csp, name)).toContain('https://*.hcaptcha.com');
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(hasLeadForm('<form action="https://api.web3forms.com/submit" method="POST">')).toBe(true);
    expect(hasLeadForm('<form action="/search/">')).toBe(false);
  });

  it('allows the map site in frame-src only on a page with the map; a page without frames nothing', () => {
    const map = '<main><div data-map-embed=""><a href="https://maps.google.com/?q=x">Open</a></div></main>';
    expect([hasMap(map), hasMap('<main><a href="https://maps.google.com/?q=x">Open</a></main>')]).toEqual([true, false]);
    const search = new Set<string>();
    expect(directive(pagePolicy('/contact/', map, search), 'frame-src')).toBe('frame-src https://www.google.com');
    expect(directive(pagePolicy('/about/', '<main></main>', search), 'frame-src')).toBe("frame-src 'none'");
    expect(directive(contentSecurityPolicy([], undefined, { captcha: true }), 'frame-src')).toBe('frame-src https://hcaptcha.com https://*.hcaptcha.com');
  });

  it('allows styles from our stylesheets only (no inline styles)', () => {
    expect(directive(contentSecurityPolicy([]), 'style-src')).toBe("style-src 'self'");
  });

  it('lets a form post to the service and come back to the site from any of its origins', () => {
    const csp = contentSecurityPolicy([], 'https://www.consultancy.in');
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://www.consultancy.in https://consultancy.in https://api.web3forms.com");
    expect(formActionSources('https://consultancy.in')).toEqual([
      "'self'",
      'https://consultancy.in',
      'https://www.consultancy.in',
      'https://api.web3forms.com',
    ]);
  });

  it('asks no obsolete permissions (interest-cohort is gone from browsers)', () => {
    const permissions = commonHeaders.find(([k]) => k === 'Permissions-Policy')![1];
    expect(permissions).toContain('camera=()');
    expect(permissions).not.toContain('interest-cohort');
  });

  it('writes common headers for every path and a policy per page', () => {
    const file = headersFile([{ path: '/MBBS/', csp: "default-src 'self'" }]);
    expect(file).toMatch(/^\/\*\n  Strict-Transport-Security: max-age=63072000/m);
    expect(file).toContain("/MBBS/\n  Content-Security-Policy: default-src 'self'");
  });

  it("writes a page's policy for its path as written and as a browser sends it (/FAQ'S/ and /FAQ%27S/)", () => {
    const file = headersFile([{ path: "/FAQ'S/", csp: 'x' }]);
    expect(file).toContain("/FAQ'S/\n  Content-Security-Policy: x");
    expect(file).toContain('/FAQ%27S/\n  Content-Security-Policy: x');
  });

  it('puts a meta policy first in the not-found page, without frame-ancestors, keeping its script hashes', () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>go()</script></head><body></body></html>';
    const policy = metaContentSecurityPolicy(inlineScriptHashes(html));
    expect(policy).not.toContain('frame-ancestors');
    expect(policy).toContain(`script-src 'self' ${sha('go()')}`);
    const withMeta = withMetaPolicy(html, policy);
    expect(withMeta).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src/,
    );
    expect(withMeta.indexOf('http-equiv')).toBeLessThan(withMeta.indexOf('<script>'));
    expect(inlineScriptHashes(withMeta)).toEqual(inlineScriptHashes(html));
    // Running it twice leaves one policy.
    expect(withMetaPolicy(withMeta, policy).match(/http-equiv/g)).toHaveLength(1);
  });

  it('gives any page (and an alias page, with its lower-case charset) its header policy as a meta, but frame-ancestors', () => {
    const header = contentSecurityPolicy([sha('go()')], 'https://www.example.com', { wasm: true });
    expect(metaPolicyOf(header)).toBe(header.replace("; frame-ancestors 'none'", ''));
    const alias = withMetaPolicy('<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Moved</title></head></html>', metaPolicyOf(header));
    expect(alias).toMatch(
      /^<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'/,
    );
  });
});

describe("the content editor's headers (/admin/)", () => {
  const policy = adminContentSecurityPolicy('9.8.7');

  it('runs scripts from our own origin only, and talks to GitHub and, for data only, to Sveltia’s own package of this version', () => {
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'connect-src')).toContain('https://api.github.com');
    expect(directive(policy, 'connect-src')).toContain('https://unpkg.com/@sveltia/cms@9.8.7/locales/');
    expect(directive(policy, 'connect-src')).not.toMatch(/https:\/\/unpkg\.com(\/)?( |$)/);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('is one folder rule in _headers, with noindex, after the pages’ rules', () => {
    const file = headersFile([{ path: '/MBBS/', csp: 'x' }], [adminHeaders('9.8.7')]);
    expect(file).toContain(`/admin/*\n  Content-Security-Policy: ${policy}\n  X-Robots-Tag: noindex\n`);
    expect(file.indexOf('/admin/*')).toBeGreaterThan(file.indexOf('/MBBS/'));
  });

  it('is a prefix location in nginx, with the common headers, and /admin is sent to /admin/', () => {
    const conf = nginxConfig([], commonHeaders, [adminHeaders('9.8.7')]);
    const location = conf.split('\n').find((l) => l.startsWith('location ^~ /admin/ '))!;
    expect(location).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(location).toContain('add_header X-Robots-Tag "noindex" always;');
    for (const [name] of commonHeaders) expect(location).toContain(`add_header ${name} `);
    expect(conf).toContain('location = /admin { ');
    expect(conf).toMatch(/location = \/admin \{ .* return 301 \/admin\/\$is_args\$args; \}/);
  });
});

describe('an HTML file asked for under its own address (/<folder>/index.html) on nginx', () => {
  it('goes to its folder’s address, whose rule has its policy, after every page and alias location', () => {
    const conf = nginxConfig([{ path: '/_not-found/', csp: 'x' }], commonHeaders).split('\n');
    const fallback = conf.findIndex((l) => l.startsWith('location ~ "^(.*/)index\\.html$" {'));
    expect(fallback).toBe(conf.length - 2);
    expect(conf[fallback]).toMatch(/return 301 \$1\$is_args\$args; \}$/);
    for (const [name] of commonHeaders) expect(conf[fallback]).toContain(`add_header ${name} `);
    expect(conf).toContain(
      'location = "/_not-found/" { ' +
        commonHeaders.map(([k, v]) => `add_header ${k} "${v}" always;`).join(' ') +
        ' add_header Content-Security-Policy "x" always; try_files /_not-found/index.html =404; }',
    );
  });
});

describe("Cloudflare Pages' limits on host rules", () => {
  const rule = (path: string, value = 'x') => `${path}\n  X-Test: ${value}`;

  it('accepts the files within the limits', () => {
    const headers = Array.from({ length: 100 }, (_, i) => rule(`/p${i}/`)).join('\n');
    expect(hostRuleLimitProblems(headers, '/a /b 301\n')).toEqual([]);
  });

  it('names a 101st header rule and a header line over 2,000 characters', () => {
    const headers = Array.from({ length: 101 }, (_, i) => rule(`/p${i}/`, i === 0 ? 'v'.repeat(2000) : 'x')).join('\n');
    const problems = hostRuleLimitProblems(headers, '');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/101 rules/);
    expect(problems[1]).toMatch(/line of 2010 characters/);
  });

  it('names too many redirects (static and dynamic) and a redirect over 1,000 characters', () => {
    const statics = Array.from({ length: 2001 }, (_, i) => `/s${i} /t 301`);
    const dynamics = Array.from({ length: 101 }, (_, i) => `/d${i}/* /t/:splat 301`);
    const problems = hostRuleLimitProblems('', [...statics, ...dynamics, `/long /${'x'.repeat(1000)} 301`].join('\n'));
    expect(problems).toEqual([
      expect.stringMatching(/2002 static rules/),
      expect.stringMatching(/101 dynamic rules/),
      expect.stringMatching(/line of 1011 characters/),
    ]);
  });
});
