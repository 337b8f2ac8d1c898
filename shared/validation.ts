import * as z from 'zod';
import { config } from 'zod/mini';
import type * as zc from 'zod/v4/core';
import { validationTexts } from './messages/validation.js';

/**
 * zod's messages in plain Polish for every schema on both sides (spec texts are set per field).
 * Our own rather than zod's Polish locale, which shows patterns, type names and request keys.
 */
const polishIssue: zc.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return validationTexts.required;
      if (issue.expected === 'int') return validationTexts.notAnInteger;
      return issue.expected === 'number' ? validationTexts.notANumber : validationTexts.invalid;
    case 'invalid_value':
      return validationTexts.chooseOption;
    case 'too_big':
      if (issue.origin === 'string') return validationTexts.tooLongText(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return validationTexts.tooMany(Number(issue.maximum));
      return validationTexts.tooBig(issue.maximum);
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? validationTexts.required
          : validationTexts.tooShortText(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return validationTexts.tooFew(Number(issue.minimum));
      return validationTexts.tooSmall(issue.minimum);
    case 'invalid_format':
      return validationTexts.invalidFormat;
    case 'unrecognized_keys':
      return validationTexts.unknownFields;
    default:
      return validationTexts.invalid;
  }
};
// zod keeps its configuration global (every copy reads it); set through the mini build, which every
// page that parses has (web/vite.config.ts keeps it a copy of its own).
config({ localeError: polishIssue });

/** Flattens a zod error into `{ "field.path": "Polish message" }` (the first issue per field). */
export function fieldErrors(error: zc.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export { z };
