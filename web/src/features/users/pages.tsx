/** The users area's screens, loaded as one chunk by the router. */
// Mantine's whole stylesheet: the invitation page is reached without the back-office layout.
import '@mantine/core/styles.css';

export { InvitationPage } from './components/invitation-page.js';
export { UsersPage } from './components/users-page.js';
