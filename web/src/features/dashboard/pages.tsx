/** Panel główny's screen (lazy route chunk). */
export { DashboardPage } from './components/dashboard-page.js';
