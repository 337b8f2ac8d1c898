import * as z from 'zod';
import pl from 'zod/v4/locales/pl.js';

// zod's own messages in Polish, for every schema on both sides; spec texts are set per field.
z.config(pl());

/** Flattens a zod error into `{ "field.path": "Polish message" }` (the first issue per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export { z };
