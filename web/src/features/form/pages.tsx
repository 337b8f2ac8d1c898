/**
 * The public report form (/form/:alias). Its chunk must stay small and must never import the
 * back-office shell (docs/figures.md "Budgets": ≤ 150 KB gz of JS on first load); crypto, dialogs and the
 * sending load when the reporter starts filling it in. The CSS of only the Mantine components the
 * form uses comes with it (lib/styles.ts).
 */
import './lib/styles.js';

export { PublicFormPage } from './components/public-form-page.js';
