/**
 * The site's due list as of the build's day (tooling/due-items.ts over what the site holds): written
 * into the export by scripts/postbuild.ts as /admin/due.html and /admin/due.json.
 */
import { buildDay } from '@/lib/clock';
import { LANGUAGES } from '@/lib/locale';
import { operator } from '@/content/operator-settings';
import { factFiles } from '@/content/fact-registry';
import { editionStatuses } from '@/content/editions';
import { publishedEditions } from '@/content/routes';
import { universitiesIn } from '@/content/universities';
import { recheckMonths } from '@/content/facts/recheck';
import { ADMIN_PATH } from '@/tooling/cms-admin';
import { cmsConfig, cmsSettingsFromEnv, OFFICE_FIELDS } from '@/tooling/cms-config';
import { collectionsOf, editorEntryOf } from '@/tooling/cms-entries';
import { dataCollectionFiles, pricesIn } from '@/tooling/data-check';
import { standIns } from '@/tooling/stand-ins';
import { dueList } from '@/tooling/due-items';
import type { BuildEnv } from '@/tooling/release-check';
import type { DueList } from '@/tooling/due-list';

/** The offices' fields (OFFICE_FIELDS) are edited under Offices, the other settings under Settings (tooling/cms-config.ts). */
const OFFICES_ENTRY = `${ADMIN_PATH}#/collections/offices/entries/offices`;
const isOfficeField = (field = '') => OFFICE_FIELDS.includes(field.split(/[.[]/)[0]);

export async function siteDueList(root = process.cwd(), env = process.env as BuildEnv): Promise<DueList> {
  const collections = collectionsOf(cmsConfig(cmsSettingsFromEnv(process.env, 'due list')));
  const entryOf = (file: string, field?: string) => {
    if (file === 'content/operator.json' && isOfficeField(field)) return OFFICES_ENTRY;
    return editorEntryOf(collections, file) ?? '';
  };
  return dueList({
    built: buildDay(),
    facts: factFiles,
    prices: pricesIn(dataCollectionFiles()),
    months: recheckMonths(operator.recheck),
    editions: publishedEditions.map((locale) => ({ locale, name: LANGUAGES[locale].englishName, statuses: editionStatuses[locale] })),
    standIns: await standIns(root, env),
    universities: universitiesIn('en').map((u) => ({ file: u.source, name: u.name, programmeAsOf: u.programme?.asOf })),
    entryOf,
  });
}
