/** The external authority's download page (`/external?share=…`): one small chunk, loaded by the router. */
// Mantine's whole stylesheet (the entry has only the base, app/styles.ts).
import '@mantine/core/styles.css';

export { ExternalFilesPage } from './components/external-files-page.js';
