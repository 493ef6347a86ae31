/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminPageHtml, writeAdmin, withoutSourceMapComment } from '@/tooling/cms-admin';
import { cmsConfig, cmsSettingsFromEnv } from '@/tooling/cms-config';

describe("the content editor's page", () => {
  it('is not indexed, loads Sveltia from its own folder only, and has a root for it', () => {
    const html = adminPageHtml({ title: 'Editor', configured: true });
    expect(html).toContain('<meta name="robots" content="noindex">');
    // The configuration is JSON, named to Sveltia (which would otherwise fetch config.yml).
    expect(html).toContain('<link rel="cms-config-url" type="application/json" href="/admin/config.json">');
    // Sveltia, then the script registering the article blocks' editor components (before Sveltia reads its configuration).
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script src="/admin/sveltia-cms.js">',
      '<script src="/admin/editor-components.js">',
    ]);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain('<div id="nc-root"></div>');
    expect(html).not.toContain('cms-not-configured');
  });

  it('says so while CMS_REPO is unset', () => {
    expect(adminPageHtml({ title: 'Editor', configured: false })).toMatch(/<p id="cms-not-configured" role="alert">.*CMS_REPO=owner\/name/);
  });

  it('ships the app without its source map comment, and no map, and the configuration as JSON', () => {
    expect(withoutSourceMapComment('code();\n//# sourceMappingURL=sveltia-cms.js.map\n')).toBe('code();\n');
    const out = mkdtempSync(join(tmpdir(), 'admin-'));
    try {
      const settings = cmsSettingsFromEnv({});
      const files = writeAdmin(out, cmsConfig(settings), settings, join(process.cwd(), 'node_modules/@sveltia/cms/dist'));
      expect(files.sort()).toEqual([
        'admin/chunks/react-dom.js',
        'admin/config.json',
        'admin/editor-components.js',
        'admin/index.html',
        'admin/sveltia-cms.js',
      ]);
      expect(JSON.parse(readFileSync(join(out, 'admin', 'config.json'), 'utf8'))).toEqual(JSON.parse(JSON.stringify(cmsConfig(settings))));
      expect(readFileSync(join(out, 'admin', 'editor-components.js'), 'utf8')).toContain('CMS.registerEditorComponent(');
      expect(readdirSync(join(out, 'admin'), { recursive: true }).filter((f) => String(f).endsWith('.map'))).toEqual([]);
      for (const js of ['sveltia-cms.js', 'chunks/react-dom.js']) expect(readFileSync(join(out, 'admin', js), 'utf8')).not.toContain('sourceMappingURL');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
