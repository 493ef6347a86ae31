import { createHash } from 'node:crypto';
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from '@/lib/security-headers';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('security headers', () => {
  it('hashes inline scripts only: not external ones, not JSON-LD data blocks', () => {
    const html = `<head><script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script async="">b()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('allows our scripts, the form service and the map, and forbids framing', () => {
    const csp = contentSecurityPolicy([sha('a()')]);
    expect(csp).toContain(`script-src 'self' ${sha('a()')}`);
    expect(csp).toContain('connect-src \'self\' https://api.web3forms.com');
    expect(csp).toContain('form-action \'self\' https://api.web3forms.com');
    expect(csp).toContain('frame-src https://www.google.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('writes common headers for every path and a policy per page', () => {
    const file = headersFile([{ path: '/MBBS/', csp: "default-src 'self'" }]);
    expect(file).toMatch(/^\/\*\n  Strict-Transport-Security: max-age=63072000/m);
    expect(file).toContain("/MBBS/\n  Content-Security-Policy: default-src 'self'");
  });
});
