import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { areaDocumentsPlugin } from './scripts/area-documents.js';
import { helpPagesPlugin } from './scripts/help-pages.js';
import { webEnv } from './web-env-plugin.js';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * React, the router and Mantine in long-cached vendor chunks shared by every area; each
 * area's screens are their own lazy chunks (see src/app/router.tsx). Dependencies of these
 * packages (floating-ui, clsx, scheduler…) follow them into the chunk.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@mantine[\\/](core|hooks|modals|notifications))[\\/]/;

/**
 * zod's mini build as a copy of its own in the bundle. The bundler keeps, of each module, every
 * export that any area uses, and puts a module shared by several areas in one chunk: with one
 * copy, the back-office's full zod would make the reporter's send and login carry every schema
 * kind zod has (≈ 22 KB gz more). The copy is tree-shaken by what
 * mini's users use. Both copies run side by side as zod intends (instance checks go by trait
 * names; the configuration, Polish messages included, is global).
 */
function zodMiniCopy(): Plugin {
  const COPY = '?zod-mini';
  return {
    name: 'ostoja:zod-mini-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const intoCopy =
        source === 'zod/mini' || source === 'zod/v4/mini' || (importer?.endsWith(COPY) && source.startsWith('.'));
      if (!intoCopy) return null;
      const from = importer?.endsWith(COPY) ? importer.slice(0, -COPY.length) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      // zod declares its modules free of side effects (its package.json): so is the copy.
      return resolved ? { id: `${resolved.id}${COPY}`, moduleSideEffects: false } : null;
    },
    load(id) {
      return id.endsWith(COPY) ? readFile(id.slice(0, -COPY.length), 'utf8') : null;
    },
  };
}

/** Mantine's text inputs (and the hooks they share): every reporter screen's first load. */
const INPUTS =
  /[\\/]node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|VisuallyHidden)[\\/]|hooks[\\/]esm[\\/]use-(merged-ref|uncontrolled|window-event|id))/;
/** The public form's other controls, which the inbox logins do not render. */
const CHOICE_INPUTS =
  /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](components[\\/](Textarea|NativeSelect|Checkbox|InlineInput|FileButton|Combobox[\\/]ComboboxChevron)[\\/]|core[\\/]utils[\\/]get-auto-contrast-value)/;

/**
 * The small modules that every page's first load shares (the client's core, notices, the footer's
 * addresses, the wait's loader, Mantine's Alert and Anchor): one chunk with the entry's, not a
 * dozen files of a few hundred bytes each, which compress worse and go uncompressed under 1,000
 * bytes (CloudFront). The loader is the router's first wait: here, not drawn into the form's
 * shared chunk by the reporter's language that shows it too.
 */
const COMMON =
  /([\\/]web[\\/]src[\\/](lib[\\/](api-errors|api-request|csrf|auth-events|inbox-session|page-notice|digits)|components[\\/](page-notice-alert|progress-note|form-footer|page-loader)|config[\\/](site|env))\.tsx?$)|([\\/]shared[\\/](domain[\\/](session|operator)|messages[\\/](client-errors|common))\.ts$)|([\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|Anchor)[\\/])/;

/**
 * The small shared modules the public form's first view takes besides (its limits, label links,
 * the words of field values, the reporter's language, its switcher and its wording of a failure,
 * Mantine's Paper; the inbox logins take them too, and the inbox; how a value is stored comes with the send): one chunk, not ten files of a few hundred bytes that go uncompressed (under 1,000
 * bytes, as CloudFront sends them) and each cost a request.
 */
const FORM_SHARED =
  /([\\/]shared[\\/](domain[\\/](auth|category|files|label-markup|phone|report-form)|contracts[\\/]form[\\/]public-routes|messages[\\/](catalogue|field-values|phone))\.ts$)|([\\/]web[\\/]src[\\/](components[\\/]link-label|lib[\\/]reporter-error-text|i18n[\\/](language-choice|language-switcher|reporter-language))\.tsx?$)|([\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Paper[\\/])/;

/**
 * React Router's production build for the site. Its package exports only the development build
 * (remix-run/react-router#14102), whose development warnings (and their code) would then ship on
 * every page's first load; `npm run dev` and the tests keep the development build and its warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${repoDir}node_modules/react-router/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${repoDir}node_modules/react-router/dist/production/dom-export.mjs` },
];

export default defineConfig(({ command }) => ({
  root: webDir,
  plugins: [react(), zodMiniCopy(), webEnv(), areaDocumentsPlugin(), helpPagesPlugin()],
  resolve: {
    alias: [
      { find: '@shared', replacement: `${repoDir}shared` },
      { find: '@', replacement: `${repoDir}web/src` },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: lets tools/ and web/scripts/ measure each route's initial JS.
    manifest: true,
    // Every browser the site supports preloads modules itself (Chrome 66, Firefox 115, Safari 17):
    // no polyfill on every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A chunk is named by its content's hash alone: every chunk that loads others carries their
        // file names in its preload lists, and a name beside the hash cost the public form's first
        // load 1.25 KB gz (docs/figures.md, "Budgets"). The build manifest maps sources to files.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // react-dom (with its scheduler) a chunk of its own: two files of ≈ 50–70 KB gz that every
            // first load fetches side by side instead of one of 117 KB that arrives last.
            {
              name: 'react-dom',
              test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
            // Only what the entry itself needs: Mantine parts used by one area stay in that
            // area's chunks, so the public form does not pay for the back-office shell.
            { name: 'vendor', test: VENDOR, tags: ['$initial'] },
            // Mantine's form controls (and the hooks they share) in two chunks rather than a dozen
            // of a few hundred bytes each: files under 1,000 bytes go uncompressed (CloudFront), and
            // the public form's first load fetches them all (docs/figures.md, "Budgets").
            { name: 'inputs', test: INPUTS },
            { name: 'choice-inputs', test: CHOICE_INPUTS },
            { name: 'common', test: COMMON },
            { name: 'form-shared', test: FORM_SHARED },
            // TanStack Query in one chunk rather than four (the cache, queries, mutations, useQuery): every
            // screen that uses it takes them all, and each request costs a round trip on first load.
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            // No group for zod: the reporter's pages parse with zod's mini build, and a group would
            // bring all of zod with it. Rolldown keeps what both builds share apart.
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the local gateway serves the API; the page and its modules come from Vite.
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
    // web/ imports shared/ from the repository root.
    fs: { allow: [repoDir] },
  },
}));
