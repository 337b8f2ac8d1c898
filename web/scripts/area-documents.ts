/**
 * The per-route copies of index.html (shared/domain/documents.ts): after the build, each gets
 * `<link rel="modulepreload">` for the JS its route loads first (the route modules with their
 * static imports, from the Vite manifest) and `<link rel="stylesheet">` for their CSS, so these are
 * fetched in parallel with the entry rather than after it has run. Nothing else differs from
 * index.html: the same entry script, no inline script (the CSP has none), the same markup.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { areaDocuments, type AreaDocument } from '../../shared/domain/documents.js';
import { staticClosure, type Manifest } from './initial-js.js';

/** index.html with the preloads of `document`'s route added before `</head>`. */
export function areaDocumentHtml(indexHtml: string, manifest: Manifest, document: AreaDocument): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  const cssOf = (files: Set<string>) =>
    new Set(Object.values(manifest).flatMap((chunk) => (files.has(chunk.file) ? (chunk.css ?? []) : [])));
  const entryJs = staticClosure(manifest, [entry]);
  const entryCss = cssOf(entryJs);
  const routeJs = [...staticClosure(manifest, document.modules)].filter((file) => !entryJs.has(file));
  const routeCss = [...cssOf(new Set(routeJs))].filter((file) => !entryCss.has(file));
  // The route's own modules first: they are what the route needs soonest.
  const own = new Set(document.modules.map((key) => manifest[key]!.file));
  routeJs.sort((a, b) => Number(own.has(b)) - Number(own.has(a)));
  const links = [
    ...routeCss.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...routeJs.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** Writes each area document next to index.html once the build (and its manifest) is on disk. */
export function areaDocumentsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'ostoja:area-documents',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      for (const document of areaDocuments) {
        writeFileSync(join(outDir, document.file), areaDocumentHtml(indexHtml, manifest, document));
      }
    },
  };
}
