/**
 * The help site's pages and their addresses: what the app links to, apart from the documents'
 * table (documents.ts), which only the build, the local gateway and CloudFront need, so that no
 * page's first load carries it (docs/figures.md, "Budgets").
 */

/** The help site's address: its index; each page is `/pomoc/<slug>`. */
export const HELP_ROOT = '/pomoc';

/**
 * The help site's pages besides its index, one `web/help/<slug>.md` each (the build fails when
 * the folder and this list differ). Staff's guide first, then the reporter's.
 */
export const helpPages = [
  'pierwsze-kroki',
  'obsluga-zgloszenia',
  'terminy',
  'uzytkownicy-i-klucze',
  'utrata-klucza',
  'dla-zglaszajacego',
] as const;

export type HelpPage = (typeof helpPages)[number];

/** The help page's address (`/pomoc/terminy`); the index without a slug. */
export function helpPath(page?: HelpPage): string {
  return page ? `${HELP_ROOT}/${page}` : HELP_ROOT;
}
