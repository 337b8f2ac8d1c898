import { loginPasskey } from '@shared/contracts/auth/login-passkey.js';
import { passkeyLoginOptions } from '@shared/contracts/auth/passkey-login-options.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** 'Zaloguj kluczem dostępu': the options of a sign-in with no e-mail. */
export const usePasskeyLoginOptions = () => useContractMutation(passkeyLoginOptions);

/** A passkey's assertion: a sign-in of its own, or the second factor after the password. */
export const useLoginPasskey = () => useContractMutation(loginPasskey);
