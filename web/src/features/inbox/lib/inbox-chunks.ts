/**
 * The texts the inbox shows at once, in the reporter's language (chosen as on its logins): the
 * logins' catalogue, the inbox's own, and the form's first view (a scanned file's notice, the
 * words of field values, a file's refusal, the client's failures: about 2–4 KB gz). The login
 * fetches them with its work, so the inbox opens without waiting for them.
 */
export const inboxScreenChunks = ['inbox', 'inbox-report', 'form'] as const;
