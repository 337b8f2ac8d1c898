import { describe, expect, it } from 'vitest';
import { documentFor, type AreaDocument } from '@shared/domain/documents.js';
import { areaDocumentHtml } from '../../web/scripts/area-documents.js';
import type { Manifest } from '../../web/scripts/initial-js.js';

const indexHtml = `<!doctype html>
<html lang="pl">
  <head>
    <title>Ostoja</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-c3.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** An entry with a vendor chunk; a lazy route sharing vendor, with a chunk and a stylesheet of its own. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_vendor-b2.js'],
    css: ['assets/vendor-c3.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js', css: ['assets/vendor-c3.css'] },
  'src/features/form/pages.tsx': {
    file: 'assets/pages-d4.js',
    isDynamicEntry: true,
    imports: ['_inputs-e5.js', '_vendor-b2.js'],
    css: ['assets/pages-f6.css'],
  },
  '_inputs-e5.js': { file: 'assets/inputs-e5.js', imports: ['_vendor-b2.js'] },
  'src/features/auth/pages.tsx': { file: 'assets/pages-g7.js', isDynamicEntry: true, imports: ['_vendor-b2.js'] },
};
const form: AreaDocument = { file: 'form.html', route: '/form/:alias', modules: ['src/features/form/pages.tsx'] };

describe('a route document', () => {
  const html = areaDocumentHtml(indexHtml, manifest, form);

  it('preloads the route’s own chunks and stylesheets, which the entry does not load', () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/pages-d4.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/inputs-e5.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/pages-f6.css">');
    expect(html).not.toContain('pages-g7.js');
    expect(html.match(/vendor-b2\.js/g)).toHaveLength(1);
    expect(html.match(/vendor-c3\.css/g)).toHaveLength(1);
  });

  it('is index.html otherwise: the same entry and markup, and no inline script (the CSP allows none)', () => {
    const withoutAdded = html.replace(
      /\s*<link rel="(modulepreload|stylesheet)" crossorigin href="\/assets\/(pages-d4|inputs-e5|pages-f6)\.(js|css)">/g,
      '',
    );
    expect(withoutAdded.replace(/\s+/g, ' ')).toBe(indexHtml.replace(/\s+/g, ' '));
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('the document of a path', () => {
  it.each([
    ['/form/demo-firma', 'form.html'],
    ['/form/demo-firma/', 'form.html'],
    ['/login', 'login.html'],
    ['/Login', 'login.html'],
    ['/inboxlogin', 'inboxlogin.html'],
    ['/inbox', 'inbox.html'],
    ['/inbox/x', 'index.html'],
    ['/form', 'index.html'],
    ['/form/a/b', 'index.html'],
    ['/login/x', 'index.html'],
    ['/dashboard', 'index.html'],
    ['/', 'index.html'],
  ])('%s is served %s', (path, document) => {
    expect(documentFor(path)).toBe(document);
  });
});
