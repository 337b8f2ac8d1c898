/**
 * The public report form (/form/:alias). Its chunk must stay small and must never import the
 * back-office shell (DESIGN §10: ≤ 150 KB gz initial JS); crypto and dialogs load lazily.
 */
export { PublicFormPage } from './components/public-form-page.js';
