import { loginPasskey } from '@shared/contracts/auth/login-passkey.js';
import { passkeyLoginOptions } from '@shared/contracts/auth/passkey-login-options.js';
import { storePasskeyPrf } from '@shared/contracts/auth/store-passkey-prf.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** 'Zaloguj kluczem dostępu': the options of a sign-in with no e-mail. */
export const usePasskeyLoginOptions = () => useContractMutation(passkeyLoginOptions);

/** A passkey's assertion: a sign-in of its own, or the second factor after the password. */
export const useLoginPasskey = () => useContractMutation(loginPasskey);

/** After a second-factor sign-in: the key wrapped for the passkey's PRF output, proven by the password. */
export const useStorePasskeyPrf = () => useContractMutation(storePasskeyPrf);
