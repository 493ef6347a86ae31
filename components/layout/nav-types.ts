/** A navigation item with its href resolved on the server, so client islands never bundle the registry. */
export type ResolvedNavItem = {
  label: string;
  href?: string;
  children?: ResolvedNavItem[];
  /** On an edition's page, an item leading to a page only in English: its hreflang and the shell's marker ("(ఇంగ్లీష్‌లో)"). */
  english?: { hreflang: 'en'; note: string };
};

/** A menu link's attributes and the words after its label: hreflang and the marker of an item leading to a page only in English. */
export const englishMark = (item: ResolvedNavItem) => (item.english ? { hrefLang: item.english.hreflang } : {});
