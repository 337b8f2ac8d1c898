/** The reporter inbox itself (/inbox): its own chunk, fetched after the login (see pages.tsx). */
import './lib/styles.js';

export { InboxPage } from './components/inbox-page.js';
