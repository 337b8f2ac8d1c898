/** The users area's screens, loaded as one chunk by the router. */
export { InvitationPage } from './components/invitation-page.js';
export { UsersPage } from './components/users-page.js';
