/** The public receipt check (`/verify`): one small chunk, loaded by the router. */
// Mantine's whole stylesheet (the entry has only the base, app/styles.ts).
import '@mantine/core/styles.css';

export { VerifyPage } from './components/verify-page.js';
