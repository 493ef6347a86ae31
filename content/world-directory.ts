/**
 * The World Directory of Medical Schools, as every English page names it (https://search.wdoms.org/).
 * The WHO published a world directory of medical schools from 1953 to 2007, then handed it to the
 * World Federation for Medical Education (WFME, the Avicenna Directory); since April 2014 the World
 * Directory of Medical Schools is published jointly by WFME and FAIMER. It lists medical schools and
 * recognises none, so no page credits the WHO (or the directory) with listing or recognising a
 * university: content/world-directory.test.ts walks the pages' words for it.
 *
 * Written once: the MBBS page, its cards and metadata, the chatbot, the home and about pages take it
 * from here; the Telugu and Hindi wordings are in content/i18n/<locale>/world-directory.ts (same
 * names), the sentence that explains it is the last of each language's `nmcEligibility`
 * (content/facts.ts, content/i18n/<locale>/facts.ts), and its source is content/facts
 * `mbbsRules.worldDirectory`.
 */
export const worldDirectory = {
  /** The directory's name, in running text ("universities listed in the …"). */
  name: 'World Directory of Medical Schools',
  /** Who publishes it (together, since April 2014). */
  publishers: 'WFME and FAIMER',
  /** A university's listing as its badge, card and the page's facts show it, beside "NMC (formerly MCI)". */
  listed: 'Listed in the World Directory of Medical Schools',
  /**
   * The one mention of the WHO a page may make, for the parent told "WHO-approved": it published the
   * directory until 2007. The Telugu and Hindi say "formerly" (their facts modules type no figure).
   */
  whoFormerly: 'by the WHO until 2007',
};
