import { getPasswordReset } from '@shared/contracts/auth/get-password-reset.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** The e-mail a password reset link was sent to (404: unknown, used or expired link). */
export const getPasswordResetQueryOptions = (token: string) =>
  contractQueryOptions(getPasswordReset, { params: { token } });
