import { describe, expect, it } from 'vitest';
import { documentFor, helpDocuments } from './documents.js';
import { helpPages, helpPath } from './help-pages.js';

describe('the help site’s documents', () => {
  it.each([
    ['/pomoc', 'pomoc/index.html'],
    ['/pomoc/', 'pomoc/index.html'],
    ['/Pomoc', 'pomoc/index.html'],
    ['/pomoc/terminy', 'pomoc/terminy.html'],
    ['/pomoc/dla-zglaszajacego/', 'pomoc/dla-zglaszajacego.html'],
    ['/pomoc/nie-ma-takiej-strony', 'index.html'],
    ['/pomoc/terminy/x', 'index.html'],
    ['/pomocx', 'index.html'],
  ])('%s is served %s', (path, document) => {
    expect(documentFor(path)).toBe(document);
  });

  it('every help page has its address and its file under pomoc/', () => {
    expect(helpDocuments).toHaveLength(helpPages.length + 1);
    for (const page of helpPages) {
      expect(helpPath(page)).toBe(`/pomoc/${page}`);
      expect(documentFor(helpPath(page))).toBe(`pomoc/${page}.html`);
    }
  });
});
