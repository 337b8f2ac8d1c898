import type { Contract } from './contract.js';
import { activateAccount } from './auth/activate-account.js';
import { changePassword } from './auth/change-password.js';
import { getActivation } from './auth/get-activation.js';
import { getLoginParams } from './auth/get-login-params.js';
import { getSession } from './auth/get-session.js';
import { login } from './auth/login.js';
import { loginSms } from './auth/login-sms.js';
import { logout } from './auth/logout.js';
import { getPasswordReset, requestPasswordReset, resetPassword } from './auth/password-reset.js';
import { register } from './auth/register.js';
import { restoreAccess } from './auth/restore-access.js';
import { getDashboard } from './dashboard/get-dashboard.js';
import { health } from './system/health.js';

export * from './contract.js';
export {
  activateAccount,
  changePassword,
  getActivation,
  getDashboard,
  getLoginParams,
  getPasswordReset,
  getSession,
  health,
  login,
  loginSms,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  restoreAccess,
};

/**
 * Every endpoint of the product, once. CDK builds one Lambda per entry, the local gateway
 * serves them, the web client calls them and the OpenAPI document is generated from them.
 */
export const contracts = [
  health,
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
  getDashboard,
] as const satisfies readonly Contract[];
