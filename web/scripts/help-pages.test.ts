import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { helpPages } from '../../shared/domain/help-pages.js';
import { operatorAddressLine, operatorCompany } from '../../shared/domain/operator.js';
import { renderHelpSite, type HelpSource } from './help-pages.js';

/** Tests run from the repository's root. */
const helpDir = resolve('web/help');
const sources = (): HelpSource[] =>
  readdirSync(helpDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ name: file.slice(0, -3), markdown: readFileSync(join(helpDir, file), 'utf8') }));

/** The shipped pages with `name`'s Markdown replaced. */
const withPage = (name: string, markdown: string) =>
  sources().map((source) => (source.name === name ? { name, markdown } : source));

describe('the help site built from web/help/', () => {
  it('writes the index, one document per page and the stylesheet, each page titled by its heading', () => {
    const files = renderHelpSite(sources(), 'body {}');
    expect([...files.keys()].sort()).toEqual(
      ['pomoc/index.html', 'pomoc/pomoc.css', ...helpPages.map((page) => `pomoc/${page}.html`)].sort(),
    );
    const terms = files.get('pomoc/terminy.html')!;
    expect(terms).toContain('<html lang="pl">');
    expect(terms).toContain('<title>Terminy z ustawy — Pomoc Ostoja</title>');
    expect(terms).toContain('<a href="/pomoc/terminy" aria-current="page">Terminy z ustawy</a>');
    expect(terms).toContain(
      `<footer>Operator systemu Ostoja: ${operatorCompany.name}, ${operatorAddressLine}</footer>`,
    );
  });

  it('carries no script and no inline style, so the document CSP holds', () => {
    for (const [file, html] of renderHelpSite(sources(), '')) {
      if (!file.endsWith('.html')) continue;
      expect(html, file).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    }
  });

  it('shows raw HTML in a page as text, never as markup', () => {
    const files = renderHelpSite(withPage('terminy', '# Terminy\n\n<script>alert(1)</script>\n'), '');
    expect(files.get('pomoc/terminy.html')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('stops the build on a link to a help page that does not exist', () => {
    expect(() => renderHelpSite(withPage('terminy', '# Terminy\n\n[Zob.](/pomoc/nie-ma)\n'), '')).toThrow(
      /links to \/pomoc\/nie-ma/,
    );
  });

  it('stops the build when web/help/ and the list of pages differ, or a page has no title', () => {
    expect(() => renderHelpSite([...sources(), { name: 'nowa', markdown: '# Nowa\n' }], '')).toThrow(/nowa/);
    expect(() =>
      renderHelpSite(
        sources().filter((source) => source.name !== 'terminy'),
        '',
      ),
    ).toThrow(/terminy/);
    expect(() => renderHelpSite(withPage('terminy', 'Bez tytułu.\n'), '')).toThrow(/no '# ' title/);
  });
});
