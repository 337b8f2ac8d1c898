import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * React, the router and Mantine in one long-cached vendor chunk shared by every area; each
 * area's screens are their own lazy chunks (see src/app/router.tsx). Dependencies of these
 * packages (floating-ui, clsx, scheduler…) follow them into the chunk.
 */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@mantine[\\/](core|hooks|modals|notifications))[\\/]/;

export default defineConfig({
  root: webDir,
  plugins: [react()],
  resolve: { alias: { '@shared': `${repoDir}shared` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: lets tools/ and web/scripts/ measure each route's initial JS.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Only what the entry itself needs: Mantine parts used by one area stay in that
            // area's chunks, so the public form does not pay for the back-office shell.
            { name: 'vendor', test: VENDOR, tags: ['$initial'] },
            // No group for zod: the public form's first load parses with zod's mini build, and a
            // group would bring all of zod with it. Rolldown keeps what both builds share apart.
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
});
