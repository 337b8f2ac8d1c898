import * as z from 'zod/mini';
import { isReporterIdentifier, normaliseReporterIdentifier } from '../../crypto/reporter-secrets.js';
import { inboxTexts } from '../../messages/conversation.js';
import { validationTexts } from '../../messages/validation.js';

/*
 * What the reporter's inbox login sends and receives, written with zod's mini build: the same zod
 * schemas for the handler and the OpenAPI document, at a fraction of the bytes the reporter's
 * browser loads when it logs in (docs/figures.md, "Budgets"). The same rules
 * as the full build's `zBase64Url` (crypto/envelopes.ts) and the inbox's other schemas.
 */

/**
 * base64url of the 32-byte secret the browser derived (the password never travels), canonical:
 * 43 characters, the last one carrying 2 bits of the value and 4 zero bits, as `zBase64Url(32)`
 * accepts (written as a pattern: the decoder would bring the envelopes' full zod along).
 */
const ZInboxAuthKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/, validationTexts.encoding));

/** A report identifier as a person types it: with or without dashes, any letter case. */
export const ZReporterIdentifier = z.pipe(
  z.string().check(z.maxLength(40), z.refine(isReporterIdentifier, inboxTexts.invalidIdentifier)),
  z.transform(normaliseReporterIdentifier),
);

export const ZInboxLogin = z.strictObject({ identifier: ZReporterIdentifier, authKey: ZInboxAuthKey });

/** The inbox token (sent back in the `x-inbox-token` header) and when it runs out. */
export const ZInboxSession = z.object({ token: z.string(), expiresAt: z.string(), expiresInSeconds: z.int() });
