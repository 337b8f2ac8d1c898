/** The categories area's screen, loaded as one chunk by the router. */
export { CategoriesPage } from './components/categories-page.js';
