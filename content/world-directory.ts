/**
 * The World Directory of Medical Schools, as every English page names it (https://search.wdoms.org/).
 * The WHO published a world directory of medical schools from 1953 to 2007, then handed it to the
 * World Federation for Medical Education (WFME, the Avicenna Directory); since April 2014 the World
 * Directory of Medical Schools is published jointly by WFME and FAIMER. It lists medical schools and
 * recognises none, so no page credits the WHO (or the directory) with listing or recognising a
 * university: content/world-directory.test.ts walks the pages' words for it.
 *
 * Written once in each language, with the facts' other phrases (content/pages/<language>/
 * figure-words.yaml, `worldDirectory`): the MBBS page, its cards and metadata, the chatbot, the home
 * and about pages take it from here (and as {{worldDirectory}}); the sentence that explains it is the
 * last of the same file's `nmcEligibility`, and its source is content/facts `mbbsRules.worldDirectory`.
 */
import type { DataLanguage } from '@/content/data/schema';
import { figureWords } from '@/content/figure-words';

/**
 * The directory's name in running text ("universities listed in the …"), who publishes it (together,
 * since April 2014), a university's listing as its badge, card and the page's facts show it, and
 * the one mention of the WHO a page may make, for the parent told "WHO-approved".
 */
export type WorldDirectoryWords = { name: string; publishers: string; listed: string; whoFormerly: string };

/** The World Directory as a language's pages name it. */
export const worldDirectoryIn = (language: DataLanguage): WorldDirectoryWords => figureWords(language).worldDirectory;

/** The World Directory as the English pages name it. */
export const worldDirectory: WorldDirectoryWords = worldDirectoryIn('en');
