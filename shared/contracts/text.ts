import * as z from 'zod';
import { isPlainText } from '../domain/text.js';
import { validationTexts } from '../messages/validation.js';

/**
 * A name or label a person types, the one definition for every contract: composed (NFC),
 * trimmed, required, bounded, and free of hidden characters (`isPlainText`) — so a name cannot
 * be only zero-width spaces, look like another one, or reverse itself on screen.
 */
export const ZPlainText = (limits: {
  max: number;
  required?: string;
  tooLong?: string;
  min?: number;
  tooShort?: string;
}) =>
  z
    .string()
    .normalize('NFC')
    .trim()
    .min(1, limits.required ?? validationTexts.required)
    .min(limits.min ?? 1, limits.tooShort)
    .max(limits.max, limits.tooLong)
    .refine(isPlainText, validationTexts.hiddenCharacters);

/** Optional free text of the same hygiene (may be empty), e.g. a comma-typed list of options. */
export const ZOptionalPlainText = (limits: { max: number; tooLong?: string }) =>
  z
    .string()
    .normalize('NFC')
    .trim()
    .max(limits.max, limits.tooLong)
    .refine(isPlainText, validationTexts.hiddenCharacters);
