import * as z from 'zod';
import * as zm from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { validationTexts } from './messages/validation.js';
import { fieldErrors } from './validation.js';

describe('zod speaks plain Polish', () => {
  it('in schemas of zod and of its mini build alike, once validation.ts is loaded', () => {
    const full = z.strictObject({ name: z.string().min(3) }).safeParse({ name: 'ab', extra: 1 });
    const mini = zm.safeParse(zm.strictObject({ name: zm.string().check(zm.minLength(3)) }), { name: 'ab' });
    expect(full.success || fieldErrors(full.error)).toEqual({
      name: validationTexts.tooShortText(3),
      _: validationTexts.unknownFields,
    });
    expect(mini.success || fieldErrors(mini.error)).toEqual({ name: validationTexts.tooShortText(3) });
  });
});
