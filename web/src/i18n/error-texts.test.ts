import { afterEach, describe, expect, it } from 'vitest';
import { errorMessages, rateLimitTexts } from '@shared/messages/errors.js';
import * as en from '@shared/messages/en/index.js';
import * as uk from '@shared/messages/uk/index.js';
import { ApiError } from '@/lib/api-errors.js';
import { errorFrom } from '@/lib/api-error-body.js';
import { inLanguage } from './error-texts.js';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  document.documentElement.lang = 'pl';
});

describe('an error answer in the reporter’s language', () => {
  it('says the message and each field by their keys, with their arguments', async () => {
    const error = new ApiError({
      status: 429,
      code: 'RATE_LIMITED',
      message: rateLimitTexts.retryAfter(300),
      ref: { key: 'rateLimitTexts.retryAfter', args: [300] },
      fields: { identifier: 'Nieprawidłowa wartość.' },
      fieldKeys: { identifier: { key: 'validationTexts.invalid' } },
      retryAfterSeconds: 300,
    });
    const said = await inLanguage(error, 'en');
    expect(said.message).toBe('Too many attempts. Try again in 5 min.');
    expect(said.fields).toEqual({ identifier: en.validationTexts.invalid });
    expect([said.status, said.code, said.retryAfterSeconds]).toEqual([429, 'RATE_LIMITED', 300]);
  });

  it('keeps the Polish text for a key no reporter catalogue has, an entry the catalogue lacks, or wrong arguments', async () => {
    for (const key of [
      'billingTexts.noSuchEntry',
      'inboxTexts.noSuchEntry',
      'nonsense',
      'validationTexts.tooLongText.x',
    ]) {
      const error = new ApiError({ status: 409, code: 'CONFLICT', message: 'Po polsku.', ref: { key } });
      expect((await inLanguage(error, 'uk')).message).toBe('Po polsku.');
    }
  });

  it('is what a reporter screen in Ukrainian reads; every other screen (Polish) reads the Polish message', async () => {
    const body = { code: 'FORM_BLOCKED', message: errorMessages.FORM_BLOCKED, key: 'errorMessages.FORM_BLOCKED' };
    expect((await errorFrom(answer(409, body))).message).toBe(errorMessages.FORM_BLOCKED);
    document.documentElement.lang = 'uk';
    expect((await errorFrom(answer(409, body))).message).toBe(uk.errorMessages.FORM_BLOCKED);
    // An answer without a key (a proxy's, an older server's) stays as sent.
    expect((await errorFrom(answer(409, { code: 'CONFLICT', message: 'Po polsku.' }))).message).toBe('Po polsku.');
  });
});
