// Every screen below this layout (all but the public form and the reporter's inbox) uses Mantine
// widely: its whole stylesheet comes with the layout's chunk (the entry has only the base,
// app/styles.ts).
import '@mantine/core/styles.css';

export { QueryLayout, QueryProvider } from './query-cache.js';
