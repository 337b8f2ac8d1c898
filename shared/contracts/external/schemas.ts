import * as z from 'zod';
import { hasShareCodeLength, SHARE_ID_PATTERN } from '../../domain/forwards.js';
import { externalTexts } from '../../messages/external.js';

/** The share id from the link `/external?share=…` (never stored: the server keeps its hash). */
export const ZShareParams = z.object({ shareId: z.string().regex(SHARE_ID_PATTERN, externalTexts.notFound) });

/** 8 characters, case sensitive. */
export const ZShareCode = z
  .string()
  .min(1, externalTexts.codeRequired)
  .refine(hasShareCodeLength, externalTexts.codeLength);
