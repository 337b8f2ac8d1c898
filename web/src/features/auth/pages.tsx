/** The auth area's screens, loaded as one chunk by the router, with only their stylesheets (components/sign-in-styles.css). */
import './components/sign-in-styles.css';

export { LoginPage } from './components/login-page.js';
export { RegistrationStep2Page } from './components/registration-step2-page.js';
export { ResetPasswordPage } from './components/reset-password-page.js';
export { ResetPasswordStep2Page } from './components/reset-password-step2-page.js';
