import { describe, expect, it } from 'vitest';
import { createCategory, finaliseSubmission, getSession, startSubmission } from '@shared/contracts/index.js';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { encryptSubmission } from '@shared/crypto/submission.js';
import { categoryLimits } from '@shared/domain/category.js';
import { reportCiphertextLimits, reportTextLimits } from '@shared/domain/report-form.js';
import { submissionTexts } from '@shared/messages/submission.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { TestClient } from '../support/api-client.js';
import { logIn, registerOrganisation, testArgon } from '../support/accounts.js';

/** Georgian letters: 3 bytes each in UTF-8, the costliest labels a category may have. */
const threeByte = (length: number) => 'ა'.repeat(length);
const TEXT_FIELDS = 4;

/**
 * The largest form a category may have: as many fields as the request's bound lets through, every
 * label and option list at its limit (the body bound, not the field count, is what binds).
 */
function largestCategory(): CategoryInput {
  const body: CategoryInput = {
    name: 'Największa kategoria',
    visible: true,
    status: 2,
    files: false,
    anonymous: false,
    fields: [],
  };
  const bound = createCategory.maxBodyBytes!;
  for (let i = 0; i < categoryLimits.fieldsMax; i += 1) {
    const field =
      i < TEXT_FIELDS
        ? { type: 1 as const, required: false, label: threeByte(categoryLimits.labelMax) }
        : {
            type: 4 as const,
            required: false,
            label: threeByte(categoryLimits.labelMax),
            options: `${threeByte(categoryLimits.optionsMax - 1)},`,
          };
    if (Buffer.byteLength(JSON.stringify({ ...body, fields: [...body.fields, field] })) > bound) break;
    body.fields.push(field);
  }
  return body;
}

describe('the largest legal report of the largest legal category', () => {
  it('is stored whole; what a client sends at the ciphertext caps is refused whole with the Polish text (never a 500), and the slot stays usable', async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const created = await client.call(createCategory, { body: largestCategory() });
    expect(created.status).toBe(200);
    const session = (await client.call(getSession)).body;

    const reporter = new TestClient();
    const slot = await reporter.call(startSubmission, {
      params: { alias: session.customerAlias },
      body: { categoryId: created.body.id, files: [] },
    });
    const send = async (texts: string[]) => {
      const encrypted = await encryptSubmission(
        slot.body,
        {
          fields: created.body.fields
            .slice(0, TEXT_FIELDS)
            .map((field, i) => ({ fieldId: field.id, value: texts[i] ?? '' })),
          reporter: { name: 'Jan Sygnalista', phone: '600100200', email: 'jan@example.test' },
          files: [],
        },
        testArgon,
      );
      const body = { slotToken: slot.body.slotToken, categoryId: created.body.id, ...encrypted.body };
      expect(JSON.stringify([body.fields, body.reporter, body.files]).length).toBeLessThanOrEqual(
        reportCiphertextLimits.reportChars,
      );
      return reporter.call(finaliseSubmission, {
        params: { alias: session.customerAlias, reportId: slot.body.reportId },
        body,
      });
    };

    // The most a client may send (each value and the whole ciphertext at the server's caps, more
    // than the form lets a person type): with this category's form copied in, too big for one item.
    const atTheCaps = await send(['ż'.repeat(33_000), 'ż'.repeat(33_000), 'ż'.repeat(33_000), 'ż'.repeat(11_000)]);
    expect(atTheCaps.status).toBe(413);
    expect(atTheCaps.body.message).toBe(submissionTexts.tooLong);
    expect(atTheCaps.body.key).toBe('submissionTexts.tooLong');
    expect(await getReportRecord(session.customerId, slot.body.reportId)).toBeNull();

    // The most a person can type in the form: stored whole, in the same slot.
    const typed = await send(Array.from({ length: TEXT_FIELDS }, () => 'ż'.repeat(reportTextLimits.longMax)));
    expect(typed.status).toBe(200);
    const stored = await getReportRecord(session.customerId, slot.body.reportId);
    expect(stored?.fieldDefs).toHaveLength(created.body.fields.length);
    expect(stored?.fields).toHaveLength(TEXT_FIELDS);
  });
});
