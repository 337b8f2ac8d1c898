import { describe, expect, it } from 'vitest';
import {
  CONTENT_PURPOSE,
  contentAad,
  decryptContent,
  decryptContentText,
  decryptJson,
  encryptContent,
  encryptJson,
  generateMetadataKey,
  generateReportKey,
} from './content';
import { cryptoErrorOf } from './test/testing';
import * as z from 'zod';

const fields = { tenant: 'T1', report: 'R1', purpose: CONTENT_PURPOSE.fields };

describe('content encryption', () => {
  it('round-trips text, bytes and JSON under the report key', async () => {
    const key = await generateReportKey();
    const text = 'Opis zdarzenia: „łapówka” w dziale zamówień — 2 000 zł 💸';
    expect(await decryptContentText(key, await encryptContent(key, text, fields), fields)).toBe(text);
    const bytes = crypto.getRandomValues(new Uint8Array(1000));
    expect(await decryptContent(key, await encryptContent(key, bytes, fields), fields)).toEqual(bytes);
    const value = { subject: 'Przetarg', answers: [1, 'dwa', null] };
    expect(await decryptJson(key, await encryptJson(key, value, fields), fields)).toEqual(value);
    expect(await decryptContentText(key, await encryptContent(key, '', fields), fields)).toBe('');
  });

  it('produces {v:1, alg:"A256GCM", iv, ct} without the AAD, with a fresh iv each time', async () => {
    const key = await generateReportKey();
    const a = await encryptContent(key, 'x', fields);
    const b = await encryptContent(key, 'x', fields);
    expect(Object.keys(a)).toEqual(['v', 'alg', 'iv', 'ct']);
    expect(a).toMatchObject({ v: 1, alg: 'A256GCM' });
    expect(a.iv).not.toBe(b.iv);
  });

  it('builds the AAD "ostoja/v1/{tenant}/{report}/{purpose}" and refuses ids that would make it ambiguous', async () => {
    expect(contentAad({ tenant: 'T1', report: 'R1', purpose: CONTENT_PURPOSE.message('M9', 'staff') })).toBe(
      'ostoja/v1/T1/R1/message/staff/M9',
    );
    expect((await cryptoErrorOf(async () => contentAad({ tenant: 'T/1', report: 'R1', purpose: 'fields' }))).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await cryptoErrorOf(async () => contentAad({ tenant: 'T1', report: '', purpose: 'fields' }))).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await cryptoErrorOf(async () => contentAad({ tenant: 'T1', report: 'R1', purpose: 'a b' }))).code).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it('rejects a ciphertext moved to another report, field, tenant or message author', async () => {
    const key = await generateReportKey();
    const envelope = await encryptContent(key, 'tajne', fields);
    for (const moved of [
      { ...fields, report: 'R2' },
      { ...fields, tenant: 'T2' },
      { ...fields, purpose: CONTENT_PURPOSE.note('N1') },
    ]) {
      expect((await cryptoErrorOf(() => decryptContent(key, envelope, moved))).code).toBe('DECRYPT_FAILED');
    }
    const message = { ...fields, purpose: CONTENT_PURPOSE.message('M1', 'staff') };
    const fromStaff = await encryptContent(key, 'odpowiedź', message);
    const asReporter = { ...fields, purpose: CONTENT_PURPOSE.message('M1', 'reporter') };
    expect((await cryptoErrorOf(() => decryptContent(key, fromStaff, asReporter))).code).toBe('DECRYPT_FAILED');
  });

  it('rejects the wrong key (a label under the metadata key is not readable with a report key)', async () => {
    const metadataKey = await generateMetadataKey();
    const label = { ...fields, purpose: CONTENT_PURPOSE.label };
    const envelope = await encryptContent(metadataKey, 'Pilne', label);
    expect(await decryptContentText(metadataKey, envelope, label)).toBe('Pilne');
    const error = await cryptoErrorOf(async () => decryptContent(await generateReportKey(), envelope, label));
    expect(error.code).toBe('DECRYPT_FAILED');
    expect(error.message).toMatch(/Nie udało się odszyfrować/);
  });

  it('validates decrypted JSON with a schema when given one', async () => {
    const key = await generateReportKey();
    const envelope = await encryptJson(key, { a: 1 }, fields);
    expect(await decryptJson(key, envelope, fields, z.object({ a: z.number() }))).toEqual({ a: 1 });
    expect((await cryptoErrorOf(() => decryptJson(key, envelope, fields, z.object({ a: z.string() })))).code).toBe(
      'MALFORMED',
    );
  });
});
