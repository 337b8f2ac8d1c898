import { getActivation } from '@shared/contracts/auth/get-activation.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** The e-mail an activation link was sent to (404: unknown, used or expired link). */
export const getActivationQueryOptions = (token: string) => contractQueryOptions(getActivation, { params: { token } });
