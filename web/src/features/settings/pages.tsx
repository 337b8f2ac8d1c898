/** Ustawienia's screen, loaded as one chunk by the router. */
export { SettingsPage } from './components/settings-page.js';
