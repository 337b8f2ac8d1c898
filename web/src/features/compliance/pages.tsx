/** 'Procedura zgłoszeń wewnętrznych' and the GDPR documents (Ustawienia), loaded as one chunk by the router. */
export { ProcedurePage } from './components/procedure-page.js';
