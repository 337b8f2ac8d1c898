// The layout of every screen that loads data through the query cache but the reporter's inbox. No
// stylesheet here: the staff sign-in screens (features/auth) bring only the sheets of what they
// render, like the public form, so that /login's first load does not wait for Mantine's whole
// stylesheet (docs/figures.md, "Budgets"); the back-office layout and the other screens below bring the whole one.
export { QueryLayout, QueryProvider } from './query-cache.js';
