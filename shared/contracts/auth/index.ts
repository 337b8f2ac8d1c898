import type { Contract } from '../contract.js';
import { activateAccount } from './activate-account.js';
import { changePassword } from './change-password.js';
import { getActivation } from './get-activation.js';
import { getLoginParams } from './get-login-params.js';
import { getPasswordReset } from './get-password-reset.js';
import { getSession } from './get-session.js';
import { login } from './login.js';
import { loginSms } from './login-sms.js';
import { logout } from './logout.js';
import { register } from './register.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';
import { restoreAccess } from './restore-access.js';

export {
  activateAccount,
  changePassword,
  getActivation,
  getLoginParams,
  getPasswordReset,
  getSession,
  login,
  loginSms,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  restoreAccess,
};

/** Registration, login, sessions, password reset and change, restoring access. */
export const authContracts = [
  register,
  getActivation,
  activateAccount,
  getLoginParams,
  login,
  loginSms,
  logout,
  getSession,
  requestPasswordReset,
  getPasswordReset,
  resetPassword,
  changePassword,
  restoreAccess,
] as const satisfies readonly Contract[];
