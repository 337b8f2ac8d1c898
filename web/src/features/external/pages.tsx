/** The external authority's download page (`/external?share=…`): one small chunk, loaded by the router. */
export { ExternalFilesPage } from './components/external-files-page.js';
