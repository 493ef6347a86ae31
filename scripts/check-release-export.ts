/**
 * After a release build (`npm run test:release` builds one from config/operator.fixture.json):
 * walks out/ and fails if any page or file still holds a placeholder, an example.com address or a
 * sample flag. Also checks every page of the registry was exported.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { exportLeaks } from '@/tooling/export-leaks';
import { htmlFileOf, htmlFiles } from '@/tooling/export-files';
import { routes } from '@/content/routes';

const out = join(process.cwd(), process.argv[2] ?? 'out');
const missing = routes.filter((r) => !existsSync(join(out, htmlFileOf(r.path)))).map((r) => r.path);
const leaks = exportLeaks(out);
if (missing.length || leaks.length) {
  if (missing.length) console.error(`Pages missing from the export: ${missing.join(', ')}`);
  for (const l of leaks) console.error(`${l.file}: ${l.what}: …${l.match.replace(/\s+/g, ' ')}…`);
  process.exit(1);
}
console.log(`Release export clean: ${htmlFiles(out).length} pages and their files hold no placeholder, example.com address or sample flag.`);
