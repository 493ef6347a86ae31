/** A navigation item with its href resolved on the server, so client islands never bundle the registry. */
export type ResolvedNavItem = { label: string; href?: string; children?: ResolvedNavItem[] };
