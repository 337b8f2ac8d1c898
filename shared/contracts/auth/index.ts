import type { Contract } from '../contract.js';
import { activateAccount } from './activate-account.js';
import { changePassword } from './change-password.js';
import { confirmTotp } from './confirm-totp.js';
import { disableTotp } from './disable-totp.js';
import { getActivation } from './get-activation.js';
import { getLoginParams } from './get-login-params.js';
import { getPasswordReset } from './get-password-reset.js';
import { getSession } from './get-session.js';
import { login } from './login.js';
import { loginSms } from './login-sms.js';
import { loginTotp } from './login-totp.js';
import { loginTotpSetup } from './login-totp-setup.js';
import { logout } from './logout.js';
import { listPasskeys } from './list-passkeys.js';
import { loginPasskey } from './login-passkey.js';
import { passkeyLoginOptions } from './passkey-login-options.js';
import { passkeyRegistrationOptions } from './passkey-registration-options.js';
import { registerPasskey } from './register-passkey.js';
import { removePasskey } from './remove-passkey.js';
import { renamePasskey } from './rename-passkey.js';
import { regenerateBackupCodes } from './regenerate-backup-codes.js';
import { register } from './register.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';
import { restoreAccess } from './restore-access.js';
import { startTotpSetup } from './start-totp-setup.js';
import { storePasskeyPrf } from './store-passkey-prf.js';

export {
  activateAccount,
  changePassword,
  confirmTotp,
  disableTotp,
  getActivation,
  getLoginParams,
  getPasswordReset,
  getSession,
  login,
  loginSms,
  loginTotp,
  loginTotpSetup,
  logout,
  regenerateBackupCodes,
  register,
  requestPasswordReset,
  resetPassword,
  restoreAccess,
  startTotpSetup,
  listPasskeys,
  loginPasskey,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  storePasskeyPrf,
};

/** Registration, login, sessions, password reset and change, restoring access. */
export const authContracts = [
  register,
  getActivation,
  activateAccount,
  getLoginParams,
  login,
  loginSms,
  loginTotp,
  loginTotpSetup,
  logout,
  getSession,
  requestPasswordReset,
  getPasswordReset,
  resetPassword,
  changePassword,
  restoreAccess,
  startTotpSetup,
  confirmTotp,
  regenerateBackupCodes,
  disableTotp,
  passkeyRegistrationOptions,
  registerPasskey,
  listPasskeys,
  renamePasskey,
  removePasskey,
  storePasskeyPrf,
  passkeyLoginOptions,
  loginPasskey,
] as const satisfies readonly Contract[];
