/**
 * The help site (`/pomoc`): web/help/*.md rendered at build time into plain HTML documents
 * (`pomoc/index.html`, `pomoc/<slug>.html`) with one stylesheet, `pomoc/pomoc.css`. No app, no
 * script and no inline style, so the site's document CSP holds as it is; the local gateway and
 * CloudFront serve them by the table in shared/domain/documents.ts. Raw HTML in the Markdown is
 * not rendered (markdown-it's `html: false`), and the build fails on a page missing from that
 * table, a file the table lists that is not there, or a link to a help page that does not exist.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Plugin } from 'vite';
import { helpDocuments } from '../../shared/domain/documents.js';
import { helpPages, helpPath, HELP_ROOT, type HelpPage } from '../../shared/domain/help-pages.js';
import { operatorAddressLine, operatorCompany } from '../../shared/domain/operator.js';
import { helpTexts } from '../../shared/messages/help.js';

export const HELP_SOURCE_DIR = 'help';
const INDEX = 'index';
const STYLESHEET = 'pomoc.css';
/** The reporter's guide: listed apart from the staff's pages. */
const REPORTER_PAGES: ReadonlySet<HelpPage> = new Set(['dla-zglaszajacego']);

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export interface HelpSource {
  /** `index` or a slug of `helpPages`. */
  name: string;
  markdown: string;
}

interface RenderedPage {
  name: string;
  title: string;
  body: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page's title: its first `# ` heading, which every page must start with. */
function titleOf(source: HelpSource): string {
  const heading = /^# (.+)$/m.exec(source.markdown);
  if (!heading) throw new Error(`web/help/${source.name}.md has no '# ' title`);
  return heading[1]!.trim();
}

function pathOf(name: string): string {
  return name === INDEX ? helpPath() : helpPath(name as HelpPage);
}

/** Every link to the help site (`/pomoc…`) must name one of its pages. */
function checkLinks(page: RenderedPage): void {
  const known = new Set(helpDocuments.map((document) => document.route));
  for (const [, href] of page.body.matchAll(/href="([^"]*)"/g)) {
    if (!href!.startsWith(HELP_ROOT)) continue;
    const path = href!.replace(/#.*$/, '');
    if (!known.has(path)) throw new Error(`web/help/${page.name}.md links to ${href}, which is no help page`);
  }
}

function navigation(pages: readonly RenderedPage[], current: string): string {
  const item = (page: RenderedPage) =>
    `<li><a href="${pathOf(page.name)}"${page.name === current ? ' aria-current="page"' : ''}>${escapeHtml(page.title)}</a></li>`;
  const group = (heading: string, members: readonly RenderedPage[]) =>
    `<h2>${escapeHtml(heading)}</h2>\n<ul>${members.map(item).join('')}</ul>`;
  const guides = pages.filter((page) => page.name !== INDEX);
  return [
    group(
      helpTexts.staffGuide,
      guides.filter((page) => !REPORTER_PAGES.has(page.name as HelpPage)),
    ),
    group(
      helpTexts.reporterGuide,
      guides.filter((page) => REPORTER_PAGES.has(page.name as HelpPage)),
    ),
  ].join('\n');
}

function documentHtml(page: RenderedPage, pages: readonly RenderedPage[]): string {
  return `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="color-scheme" content="light" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${HELP_ROOT}/${STYLESHEET}" />
    <title>${escapeHtml(page.name === INDEX ? helpTexts.siteName : helpTexts.title(page.title))}</title>
  </head>
  <body>
    <a class="skip" href="#tresc">${escapeHtml(helpTexts.skipToContent)}</a>
    <header><a href="${HELP_ROOT}"${page.name === INDEX ? ' aria-current="page"' : ''}>${escapeHtml(helpTexts.siteName)}</a></header>
    <div class="layout">
      <main id="tresc">
${page.body}
      </main>
      <nav aria-label="${escapeHtml(helpTexts.navigation)}">
${navigation(pages, page.name)}
      </nav>
    </div>
    <footer>${escapeHtml(helpTexts.operator(operatorCompany.name, operatorAddressLine))}</footer>
  </body>
</html>
`;
}

/**
 * The help site's files by their path under the build folder (`pomoc/terminy.html` → HTML).
 * `sources` must be exactly the index and the pages `helpPages` lists.
 */
export function renderHelpSite(sources: readonly HelpSource[], stylesheet: string): Map<string, string> {
  const expected = [INDEX, ...helpPages].sort();
  const found = sources.map((source) => source.name).sort();
  if (expected.join() !== found.join())
    throw new Error(
      `web/help/ holds ${found.join(', ')}; shared/domain/help-pages.ts lists index, ${helpPages.join(', ')}`,
    );
  // The index first, then the pages in the order helpPages gives them.
  const order = [INDEX, ...helpPages] as readonly string[];
  const pages = [...sources]
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
    .map((source) => ({ name: source.name, title: titleOf(source), body: markdown.render(source.markdown) }));
  for (const page of pages) checkLinks(page);
  const files = new Map<string, string>([[`pomoc/${STYLESHEET}`, stylesheet]]);
  for (const page of pages) files.set(`pomoc/${page.name}.html`, documentHtml(page, pages));
  return files;
}

/** Reads web/help/ and writes the help site into the build folder. */
export function helpPagesPlugin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'ostoja:help-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const dir = join(root, HELP_SOURCE_DIR);
      const sources = readdirSync(dir)
        .filter((file) => file.endsWith('.md'))
        .map((file) => ({ name: file.slice(0, -'.md'.length), markdown: readFileSync(join(dir, file), 'utf8') }));
      const files = renderHelpSite(sources, readFileSync(join(dir, STYLESHEET), 'utf8'));
      mkdirSync(join(outDir, 'pomoc'), { recursive: true });
      for (const [file, content] of files) writeFileSync(join(outDir, file), content);
    },
  };
}
