/** The users area's screens, loaded as one chunk by the router. */
export { UsersPage } from './components/users-page.js';
