import * as z from 'zod';
import { config } from 'zod/mini';
import type * as zc from 'zod/v4/core';
import type { ErrorBody, MessageRef } from './errors.js';
import { validationTexts } from './messages/validation.js';

type ValidationKey = keyof typeof validationTexts;

/**
 * Which of the validation texts an issue gets, and with what number: plain words, never a
 * pattern, a type name or a request key (zod's own messages show those).
 */
export function issueText(issue: zc.$ZodRawIssue | zc.$ZodIssue): { entry: ValidationKey; args?: [number] } {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { entry: 'required' };
      if (issue.expected === 'int') return { entry: 'notAnInteger' };
      return { entry: issue.expected === 'number' ? 'notANumber' : 'invalid' };
    case 'invalid_value':
      return { entry: 'chooseOption' };
    case 'too_big': {
      const args: [number] = [Number(issue.maximum)];
      if (issue.origin === 'string') return { entry: 'tooLongText', args };
      if (issue.origin === 'array' || issue.origin === 'set') return { entry: 'tooMany', args };
      return { entry: 'tooBig', args };
    }
    case 'too_small': {
      const args: [number] = [Number(issue.minimum)];
      if (issue.origin === 'string') return args[0] <= 1 ? { entry: 'required' } : { entry: 'tooShortText', args };
      if (issue.origin === 'array' || issue.origin === 'set') return { entry: 'tooFew', args };
      return { entry: 'tooSmall', args };
    }
    case 'invalid_format':
      return { entry: 'invalidFormat' };
    case 'unrecognized_keys':
      return { entry: 'unknownFields' };
    default:
      return { entry: 'invalid' };
  }
}

/** An issue's text in a language's validation texts (Polish: ./messages/validation.ts). */
export function sayIssue(
  texts: Record<ValidationKey, string | ((n: number) => string)>,
  { entry, args }: ReturnType<typeof issueText>,
): string {
  const text = texts[entry];
  return typeof text === 'function' ? text(args?.[0] ?? 0) : text;
}

/** zod's messages in plain Polish for every schema on both sides (spec texts are set per field). */
const polishIssue: zc.$ZodErrorMap = (issue) => sayIssue(validationTexts, issueText(issue));
// zod keeps its configuration global (every copy reads it); set through the mini build, which every
// page that parses has (web/vite.config.ts keeps it a copy of its own).
config({ localeError: polishIssue });

/** The first issue of each field of a zod error, by the field's dot-joined path. */
export function firstIssues(error: zc.$ZodError): Record<string, zc.$ZodIssue> {
  const issues: Record<string, zc.$ZodIssue> = {};
  for (const issue of error.issues) issues[issue.path.map(String).join('.') || '_'] ??= issue;
  return issues;
}

/** Flattens a zod error into `{ "field.path": "Polish message" }` (the first issue per field). */
export function fieldErrors(error: zc.$ZodError): Record<string, string> {
  return Object.fromEntries(Object.entries(firstIssues(error)).map(([path, issue]) => [path, issue.message]));
}

/**
 * A refused request's fields as its error body says them: each field's Polish message, and the
 * key of each message zod's error map gave (a validation text with its number). A field's own
 * text (set on its schema) is keyed by the server by its wording (functions/lib/coded-error.ts).
 */
export function fieldMessages(error: zc.$ZodError): Required<Pick<ErrorBody, 'fields' | 'fieldKeys'>> {
  const fields: Record<string, string> = {};
  const fieldKeys: Record<string, MessageRef> = {};
  for (const [path, issue] of Object.entries(firstIssues(error))) {
    fields[path] = issue.message;
    const text = issueText(issue);
    if (issue.message === sayIssue(validationTexts, text))
      fieldKeys[path] = { key: `validationTexts.${text.entry}`, ...(text.args ? { args: text.args } : {}) };
  }
  return { fields, fieldKeys };
}

export { z };
