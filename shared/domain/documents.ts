import { HELP_ROOT, helpPages, helpPath } from './help-pages.js';

/**
 * The site's HTML documents (docs/figures.md, "Budgets"). Every screen is the same single-page app, but the pages a
 * visit most often starts on get a copy of index.html that also preloads the route's own chunks and
 * stylesheets, so the browser fetches them alongside the entry instead of after it has run (the
 * router finds a lazy route's code only then). The build writes one document per entry below
 * (web/scripts/area-documents.ts); the local gateway and CloudFront's viewer-request function serve
 * it for the route's paths and index.html for every other screen. One definition for all three.
 */
export interface AreaDocument {
  /** File name in the build's root folder, next to index.html. */
  file: string;
  /** The route it serves, in the router's syntax (`:name` is one path segment). */
  route: string;
  /** Web source modules (relative to web/, as the build manifest names them) the route loads first. */
  modules: readonly string[];
  /** A reporter records a voice message here: its document allows the microphone (security-headers.ts). */
  records?: boolean;
}

export const areaDocuments: readonly AreaDocument[] = [
  // The other channels' box loads on its own (only organisations with a phone or e-mail channel
  // show it), but when shown it is part of the first view: preloading its 1.5 KB saves a round trip.
  {
    file: 'form.html',
    route: '/form/:alias',
    modules: ['src/features/form/pages.tsx', 'src/features/form/components/channel-info.tsx'],
    records: true,
  },
  { file: 'login.html', route: '/login', modules: ['src/app/query-provider.tsx', 'src/features/auth/pages.tsx'] },
  // The inbox is reached inside the document of its login (or of itself, whose reload leads to the
  // login): a reporter records a voice message with a message there. Its chunk as the router loads it.
  ...(['inboxlogin', 'inboxphonelogin', 'inbox'] as const).map((page) => ({
    file: `${page}.html`,
    route: `/${page}`,
    modules: ['src/features/inbox/pages.tsx'],
    records: true,
  })),
];

export const SPA_DOCUMENT = 'index.html';

/** The documents (file names) whose pages record a voice message. */
export const recordingDocuments: readonly string[] = areaDocuments
  .filter((document) => document.records)
  .map((document) => document.file);

/** A document served whole as the build wrote it: a help page (no app, no route code). */
export interface StaticDocument {
  /** File in the build's folder (`pomoc/terminy.html`). */
  file: string;
  /** The path it answers, in the router's syntax. */
  route: string;
}

export const helpDocuments: readonly StaticDocument[] = [
  { file: 'pomoc/index.html', route: HELP_ROOT },
  ...helpPages.map((page) => ({ file: `pomoc/${page}.html`, route: helpPath(page) })),
];

/** Every path with a document of its own: the area documents and the help pages. */
export const siteDocuments: readonly StaticDocument[] = [...areaDocuments, ...helpDocuments];

/**
 * A route as a regular expression source over the URL path: `:name` is one segment, a trailing
 * slash is allowed and letter case is ignored (flag `i`), as the router matches.
 */
export function routeRegExpSource(route: string): string {
  const parts = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${parts.join('\\/')}\\/?$`;
}

const documentPatterns = siteDocuments.map((document) => ({
  file: document.file,
  pattern: new RegExp(routeRegExpSource(document.route), 'i'),
}));

/**
 * The document that serves a screen's path (`/form/acme` → `form.html`, `/pomoc/terminy` →
 * `pomoc/terminy.html`); index.html by default (an unknown help page is the app's 'not found').
 */
export function documentFor(pathname: string): string {
  return documentPatterns.find(({ pattern }) => pattern.test(pathname))?.file ?? SPA_DOCUMENT;
}
