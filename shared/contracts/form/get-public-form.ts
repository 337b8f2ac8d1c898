import * as z from 'zod/mini';
import { disguisePolicies } from '../../domain/voice-messages.js';
import { defineContract } from '../contract.js';
import { getPublicFormRoute } from './public-routes.js';
import { ZFormParams, ZPublicCategory, ZPublicExternalChannelsNote } from './public-schemas.js';

/** The public form of an organisation ; 409 when its licence expired. */
export const getPublicForm = defineContract({
  ...getPublicFormRoute,
  params: ZFormParams,
  response: z.object({
    company: z.string(),
    categories: z.array(ZPublicCategory),
    phoneEnabled: z.boolean(),
    mailEnabled: z.boolean(),
    /** The phone type's number (shown with the PIN when `phoneEnabled`). */
    phoneNumber: z.nullable(z.string()),
    pin: z.nullable(z.string()),
    /**
     * The organisation scans reporters' files for viruses: the form says the server then sees them (docs/security.md).
     */
    filesScanned: z.boolean(),
    customEmail: z.nullable(z.string()),
    logo: z.nullable(z.object({ url: z.string() })),
    showAccessibilityStatement: z.boolean(),
    /** Shown under the explanation of external reports, when the reporter opens it. */
    externalChannelsNote: ZPublicExternalChannelsNote,
    /**
     * Voice messages (issue #32) when the organisation offers them: the disguise policy and the
     * time limit of a recording in minutes; null when not offered.
     */
    voiceMessages: z.nullable(z.object({ disguise: z.enum(disguisePolicies), maxMinutes: z.number() })),
    /** The internal reporting procedure in force (issue #40), which the form links; null when none is. */
    procedure: z.nullable(z.object({ version: z.number(), inForceFrom: z.string() })),
  }),
});
