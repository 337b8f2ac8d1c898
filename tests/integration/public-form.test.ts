import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  finaliseSubmission,
  getDashboard,
  getPublicCategory,
  getPublicForm,
  getReport,
  getReportContent,
  getSession,
  listReportLog,
  startSubmission,
  updateVoiceMessages,
} from '@shared/contracts/index.js';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { encryptFile, encryptedFileSize } from '@shared/crypto/files.js';
import {
  encryptSubmission,
  fileContext,
  openReportAsOrganisation,
  openReportAsReporter,
} from '@shared/crypto/submission.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { claimSubmissionSlot, getSubmissionSlot, releaseSubmissionSlot } from '../../functions/data/submissions.js';
import { handler as finaliseHandler } from '../../functions/form/finalise-submission.js';
import { HANDLER_TIME_RESERVE_MS } from '@shared/domain/retries.js';
import { EXCLUSION_REQUEST_CIPHERTEXT_CHARS, EXCLUSION_REQUEST_MAX } from '@shared/domain/exclusion-request.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { submissionTexts } from '@shared/messages/submission.js';
import { lambdaContextWith, lambdaEvent } from '../support/lambda-event.js';
import { objectSize } from '../../functions/adapters/s3.js';
import { TestClient } from '../support/api-client.js';
import { allTableText } from '../support/table.js';
import { logInAndUnlock, registerOrganisation, testArgon } from '../support/accounts.js';

const category: CategoryInput = {
  name: 'Korupcja',
  visible: true,
  status: 2,
  files: true,
  anonymous: false,
  fields: [
    { type: 1, required: true, label: 'Opis' },
    { type: 2, required: false, label: 'Miejsce' },
    { type: 4, required: true, label: 'Dział', options: 'A,B' },
  ],
};

let org: {
  email: string;
  password: string;
  alias: string;
  tenantId: string;
  categoryId: string;
  fieldIds: string[];
  staff: Awaited<ReturnType<typeof logInAndUnlock>>;
};
const visitor = () => new TestClient();

beforeAll(async () => {
  const { email, password } = await registerOrganisation();
  const staff = await logInAndUnlock(email, password);
  const created = (await staff.client.call(createCategory, { body: category })).body;
  await staff.client.call(createCategory, { body: { ...category, name: 'Ukryta', visible: false } });
  org = {
    email,
    password,
    alias: staff.session.customerAlias,
    tenantId: staff.session.customerId,
    categoryId: created.id,
    fieldIds: created.fields.map((f) => f.id),
    staff,
  };
});

type SubmitOptions = {
  texts?: string[];
  file?: Uint8Array;
  /** The file is a voice message with this marker (JSON text). */
  voice?: string;
  tamper?: boolean;
  reporter?: boolean;
  language?: string;
  exclusionRequest?: string;
  meetingRequested?: true;
};

/** What the browser does: slot → encrypt → upload → finalise. */
async function submit(options: SubmitOptions = {}) {
  const prepared = await prepare(options);
  const answer = await prepared.client.call(finaliseSubmission, {
    params: { alias: org.alias, reportId: prepared.slot.reportId },
    body: prepared.body,
  });
  return { ...prepared, answer };
}

/** Everything the browser does before the finalise: slot → encrypt → upload. */
async function prepare(options: SubmitOptions = {}) {
  const client = visitor();
  const file = options.file;
  const slot = await client.call(startSubmission, {
    params: { alias: org.alias },
    body: { categoryId: org.categoryId, files: file ? [{ size: encryptedFileSize(file.length) }] : [] },
  });
  if (slot.status !== 200) throw new Error(`slot ${slot.status}`);
  const texts = options.texts ?? ['Prezes bierze łapówki', 'Warszawa', 'B'];
  const encrypted = await encryptSubmission(
    slot.body,
    {
      fields: texts.map((value, i) => ({ fieldId: org.fieldIds[i]!, value })).filter((f) => f.value !== ''),
      reporter:
        options.reporter === false ? null : { name: 'Jan Sygnalista', phone: '791357246', email: 'jan@example.test' },
      files: file
        ? [
            {
              fileId: slot.body.uploads[0]!.fileId,
              name: options.voice ? 'wiadomość-głosowa.wav' : 'dowód.txt',
              ...(options.voice ? { voice: options.voice } : {}),
            },
          ]
        : [],
      ...(options.language ? { language: options.language } : {}),
      ...(options.exclusionRequest ? { exclusionRequest: options.exclusionRequest } : {}),
    },
    testArgon,
  );
  if (file) {
    const upload = slot.body.uploads[0]!;
    const ciphertext = await encryptFile(encrypted.reportKey, file, { context: fileContext(slot.body, upload.fileId) });
    await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: ciphertext });
  }
  if (options.tamper) {
    const value = encrypted.body.fields[0]!.value;
    value.ct = (value.ct[0] === 'A' ? 'B' : 'A') + value.ct.slice(1);
  }
  const body = {
    slotToken: slot.body.slotToken,
    categoryId: org.categoryId,
    ...encrypted.body,
    ...(options.meetingRequested ? { meetingRequested: options.meetingRequested } : {}),
  };
  return { client, slot: slot.body, body, password: encrypted.password };
}

describe('public form', () => {
  it('shows only visible, active categories with their fields', async () => {
    const form = await visitor().call(getPublicForm, { params: { alias: org.alias } });
    expect(form.status).toBe(200);
    expect(form.body.company).toBe('Fundacja Łąka');
    expect(form.body.categories.map((c) => c.name)).toEqual(['Korupcja']);
    const fields = (await visitor().call(getPublicCategory, { params: { alias: org.alias, id: org.categoryId } })).body
      .fields;
    expect(fields.map((f) => [f.type, f.label, f.options])).toEqual([
      [1, 'Opis', []],
      [2, 'Miejsce', []],
      [4, 'Dział', ['A', 'B']],
    ]);
  });

  it('answers an unknown alias with 404', async () => {
    expect((await visitor().call(getPublicForm, { params: { alias: 'nie-ma-takiego' } })).status).toBe(404);
  });
});

describe('sending a report', () => {
  it('stores only ciphertext that the organisation and the reporter can open, and counts it as new', async () => {
    const file = new TextEncoder().encode('Tajny załącznik: faktura 123/2026');
    const { slot, answer, password } = await submit({ file, language: 'uk' });
    expect(answer.status).toBe(200);
    expect(answer.body.identifier).toBe(slot.identifier);
    const stored = await getReportRecord(org.tenantId, slot.reportId);
    expect(stored).toMatchObject({ state: 1, type: 1, categoryName: 'Korupcja' });

    const { organisationPrivateKey } = org.staff.unlocked;
    const opened = await openReportAsOrganisation(
      organisationPrivateKey!,
      org.staff.session.keys.organisation.kid,
      stored!,
    );
    expect(opened.fields.map((f) => f.value)).toEqual(['Prezes bierze łapówki', 'Warszawa', 'B']);
    expect(opened.reporter).toEqual({ name: 'Jan Sygnalista', phone: '791357246', email: 'jan@example.test' });
    expect(opened.fileNames.map((f) => f.name)).toEqual(['dowód.txt']);
    // The form's language: stored as an envelope under the report key, handed to staff as stored.
    expect(opened.language).toBe('uk');
    const content = await org.staff.client.call(getReportContent, { params: { reportId: slot.reportId } });
    expect(content.body.language).toEqual(stored!.language);
    const asReporter = await openReportAsReporter(slot.identifier, password, stored!, testArgon);
    expect(asReporter.fields[0]?.value).toBe('Prezes bierze łapówki');

    const dump = await allTableText();
    expect(dump).toContain(slot.reportId);
    for (const secret of ['Prezes bierze', 'Jan Sygnalista', '791357246', 'dowód.txt', password])
      expect(dump).not.toContain(secret);
    expect((await org.staff.client.call(getDashboard)).body.counts.new).toBeGreaterThanOrEqual(1);
  });

  it("keeps nothing in the table from which the reporter's address could be recovered", async () => {
    const { client, answer, slot } = await submit();
    expect(answer.status).toBe(200);
    const dump = await allTableText();
    expect(dump).toContain(slot.reportId);
    // An unsalted hash of an IPv4 address is reversible by trying all 2^32 of them.
    const hash = createHash('sha256').update(client.ip);
    for (const trace of [client.ip, hash.copy().digest('hex'), hash.digest('base64url')])
      expect(dump).not.toContain(trace);
  });

  it('answers a replayed finalise the same and creates nothing new', async () => {
    const { answer, slot, body } = await submit();
    const countBefore = (await org.staff.client.call(getDashboard)).body.counts.new;
    const replay = await visitor().call(finaliseSubmission, {
      params: { alias: org.alias, reportId: slot.reportId },
      body,
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(answer.body);
    expect((await org.staff.client.call(getDashboard)).body.counts.new).toBe(countBefore);
  });

  it('answers five parallel finalises of one slot all with the same 200 and stores the report once, with its file', async () => {
    const { slot, body } = await prepare({ file: new TextEncoder().encode('Załącznik wysłany pięć razy naraz') });
    const countBefore = (await org.staff.client.call(getDashboard)).body.counts.new;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        visitor().call(finaliseSubmission, { params: { alias: org.alias, reportId: slot.reportId }, body }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect((await org.staff.client.call(getDashboard)).body.counts.new).toBe(countBefore + 1);
    const stored = await getReportRecord(org.tenantId, slot.reportId);
    expect(await objectSize(stored!.files[0]!.s3Key)).toBe(stored!.files[0]!.size);
    const log = await org.staff.client.call(listReportLog, { params: { reportId: slot.reportId } });
    expect(log.body.rows.map((row) => [row.text, row.userName, row.userId])).toEqual([
      ['Przyjęcie zgłoszenia z formularza', 'Sygnalista', null],
    ]);
  });

  it('a finalise that runs out of its time budget answers a retryable 503, never 500; sent again with the same token it answers the identifier, stored once', async () => {
    const { slot, body } = await prepare({ file: new TextEncoder().encode('Załącznik wysłany pod obciążeniem') });
    const countBefore = (await org.staff.client.call(getDashboard)).body.counts.new;
    // Another finalise of the slot holds it, as under load: this one waits for it past its budget.
    const held = (await getSubmissionSlot(slot.reportId))!;
    expect(await claimSubmissionSlot(held, new Date(), new Date(Date.now() + 60_000))).toBe(true);
    const event = lambdaEvent({
      method: 'POST',
      path: `/api/public/forms/${org.alias}/submissions/${slot.reportId}`,
      pathParameters: { alias: org.alias, reportId: slot.reportId },
      body,
    });
    const cut = await finaliseHandler(event, lambdaContextWith(HANDLER_TIME_RESERVE_MS + 1_000));
    expect([cut.statusCode, JSON.parse(cut.body ?? 'null').code]).toEqual([503, 'UNAVAILABLE']);

    await releaseSubmissionSlot(held);
    const retried = await visitor().call(finaliseSubmission, {
      params: { alias: org.alias, reportId: slot.reportId },
      body,
    });
    expect([retried.status, retried.body.identifier]).toEqual([200, slot.identifier]);
    const again = await visitor().call(finaliseSubmission, {
      params: { alias: org.alias, reportId: slot.reportId },
      body,
    });
    expect(again.body).toEqual(retried.body);
    expect((await org.staff.client.call(getDashboard)).body.counts.new).toBe(countBefore + 1);
    const log = await org.staff.client.call(listReportLog, { params: { reportId: slot.reportId } });
    expect(log.body.rows.map((row) => row.text)).toEqual(['Przyjęcie zgłoszenia z formularza']);
  });

  it('a finalise that waits in vain for a parallel one answers 409 in progress, which the form sends again', async () => {
    const { slot, body } = await prepare();
    const held = (await getSubmissionSlot(slot.reportId))!;
    expect(await claimSubmissionSlot(held, new Date(), new Date(Date.now() + 60_000))).toBe(true);
    const waiting = await visitor().call(finaliseSubmission, {
      params: { alias: org.alias, reportId: slot.reportId },
      body,
    });
    expect([waiting.status, waiting.body.code, waiting.body.message]).toEqual([
      409,
      'IN_PROGRESS',
      submissionTexts.finaliseInProgress,
    ]);
    await releaseSubmissionSlot(held);
    const retried = await visitor().call(finaliseSubmission, {
      params: { alias: org.alias, reportId: slot.reportId },
      body,
    });
    expect([retried.status, retried.body.identifier]).toEqual([200, slot.identifier]);
  });

  it('refuses a finalise with another slot token', async () => {
    const { slot, body } = await submit();
    const forged = await visitor().call(finaliseSubmission, {
      params: { alias: org.alias, reportId: slot.reportId },
      body: { ...body, slotToken: 'x'.repeat(43) },
    });
    expect(forged.status).toBe(404);
  });

  it('stores a tampered ciphertext, which then fails to decrypt', async () => {
    const { slot, answer } = await submit({ tamper: true });
    expect(answer.status).toBe(200);
    const stored = await getReportRecord(org.tenantId, slot.reportId);
    await expect(
      openReportAsOrganisation(
        org.staff.unlocked.organisationPrivateKey!,
        org.staff.session.keys.organisation.kid,
        stored!,
      ),
    ).rejects.toMatchObject({ code: 'DECRYPT_FAILED' });
  });
});

describe('sending a voice message', () => {
  const marker = JSON.stringify({ disguised: true, durationSeconds: 42.5 });
  const setVoice = async (enabled: boolean) =>
    expect(
      (
        await org.staff.client.call(updateVoiceMessages, {
          body: { enabled, disguise: 'reporterChooses', maxMinutes: 10 },
        })
      ).status,
    ).toBe(200);

  it('stores its marker as ciphertext that staff open next to the file name', async () => {
    await setVoice(true);
    const file = new TextEncoder().encode('RIFF....WAVE nagranie');
    const { slot, answer } = await submit({ file, voice: marker });
    expect(answer.status).toBe(200);
    const content = await org.staff.client.call(getReportContent, { params: { reportId: slot.reportId } });
    expect(content.body.files[0]?.voice).toBeDefined();
    const opened = await openReportAsOrganisation(
      org.staff.unlocked.organisationPrivateKey!,
      org.staff.session.keys.organisation.kid,
      content.body,
    );
    expect(opened.fileNames).toEqual([
      { fileId: content.body.files[0]!.fileId, name: 'wiadomość-głosowa.wav', voice: marker },
    ]);
    const dump = await allTableText();
    for (const secret of ['disguised', 'durationSeconds', 'wiadomość-głosowa']) expect(dump).not.toContain(secret);

    // An ordinary attachment has no marker.
    const plain = await submit({ file });
    const plainContent = await org.staff.client.call(getReportContent, { params: { reportId: plain.slot.reportId } });
    expect(plainContent.body.files[0]).not.toHaveProperty('voice');
  });

  it('is refused with a Polish message while the organisation does not offer voice messages, storing nothing', async () => {
    await setVoice(false);
    try {
      const file = new TextEncoder().encode('RIFF....WAVE nagranie');
      const { slot, answer } = await submit({ file, voice: marker });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(submissionTexts.voiceNotOffered);
      expect(await getReportRecord(org.tenantId, slot.reportId)).toBeNull();
    } finally {
      await setVoice(true);
    }
  });
});

describe('sending a report: refusals change nothing', () => {
  async function refusedFinalise(change: (body: Awaited<ReturnType<typeof submit>>['body']) => unknown) {
    const client = visitor();
    const slot = (
      await client.call(startSubmission, {
        params: { alias: org.alias },
        body: { categoryId: org.categoryId, files: [] },
      })
    ).body;
    const encrypted = await encryptSubmission(
      slot,
      {
        fields: org.fieldIds.map((fieldId) => ({ fieldId, value: 'x'.repeat(5) })),
        reporter: { name: 'Jan', phone: '600100200', email: 'j@example.test' },
        files: [],
      },
      testArgon,
    );
    const body = { slotToken: slot.slotToken, categoryId: org.categoryId, ...encrypted.body };
    const answer = await client.call(finaliseSubmission, {
      params: { alias: org.alias, reportId: slot.reportId },
      body: change(body) as typeof body,
    });
    expect(await getReportRecord(org.tenantId, slot.reportId)).toBeNull();
    const retry = await client.call(finaliseSubmission, {
      params: { alias: org.alias, reportId: slot.reportId },
      body,
    });
    expect(retry.status).toBe(200);
    return answer;
  }

  it('refuses a missing required field', async () => {
    const answer = await refusedFinalise((body) => ({ ...body, fields: body.fields.slice(1) }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Nie wypełniono wymaganego pola.');
  });

  it('refuses a field of another category', async () => {
    const answer = await refusedFinalise((body) => ({
      ...body,
      fields: [...body.fields, { ...body.fields[0]!, fieldId: crypto.randomUUID() }],
    }));
    expect(answer.status).toBe(400);
  });

  it('refuses a non-anonymous report without the reporter data', async () => {
    const answer = await refusedFinalise((body) => ({ ...body, reporter: null }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Ta kategoria wymaga podania danych zgłaszającego.');
  });

  it('refuses a report key not wrapped for the organisation key', async () => {
    const answer = await refusedFinalise((body) => ({
      ...body,
      keys: { ...body.keys, forOrganisation: { ...body.keys.forOrganisation, kid: 'AAAAAAAAAAAAAAAAAAAAAA' } },
    }));
    expect(answer.status).toBe(400);
  });

  it('refuses an encrypted language longer than any language tag, with a Polish message', async () => {
    const answer = await refusedFinalise((body) => ({
      ...body,
      language: { v: 1, alg: 'A256GCM', iv: body.fields[0]!.value.iv, ct: 'A'.repeat(88) },
    }));
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ language: submissionTexts.valueTooLong });
  });

  it('takes an exclusion request of 500 characters however they encode, and refuses a longer ciphertext, with a Polish message', async () => {
    // The widest UTF-8 there is: 3 bytes for each of 500 characters (or 4 for a pair of them).
    const widest = '€'.repeat(EXCLUSION_REQUEST_MAX);
    const { slot, answer } = await submit({ exclusionRequest: widest });
    expect(answer.status).toBe(200);
    const stored = await getReportRecord(org.tenantId, slot.reportId);
    expect(stored!.exclusionRequest!.ct.length).toBe(EXCLUSION_REQUEST_CIPHERTEXT_CHARS);
    const opened = await openReportAsOrganisation(
      org.staff.unlocked.organisationPrivateKey!,
      org.staff.session.keys.organisation.kid,
      stored!,
    );
    expect(opened.exclusionRequest).toBe(widest);
    expect(JSON.stringify(stored)).not.toContain('€');
    const content = await org.staff.client.call(getReportContent, { params: { reportId: slot.reportId } });
    expect(content.body.exclusionRequest).toEqual(stored!.exclusionRequest);

    const answerTooLong = await refusedFinalise((body) => ({
      ...body,
      exclusionRequest: {
        v: 1,
        alg: 'A256GCM',
        iv: body.fields[0]!.value.iv,
        ct: 'A'.repeat(EXCLUSION_REQUEST_CIPHERTEXT_CHARS + 1),
      },
    }));
    expect(answerTooLong.status).toBe(400);
    expect(answerTooLong.body.fields).toEqual({ exclusionRequest: submissionTexts.valueTooLong });
  });

  it('takes a meeting asked for with the report: its 14 days run from the receipt, logged as the reporter’s request', async () => {
    const { slot, answer } = await submit({ meetingRequested: true });
    expect(answer.status).toBe(200);
    const stored = await getReportRecord(org.tenantId, slot.reportId);
    expect(stored!.meetingRequestedAt).toBe(answer.body.receivedAt);
    const seen = await org.staff.client.call(getReport, { params: { reportId: slot.reportId } });
    expect(seen.body.meeting).toEqual({
      requestedAt: answer.body.receivedAt,
      protocolRecordedAt: null,
      protocolState: null,
    });
    const log = await org.staff.client.call(listReportLog, { params: { reportId: slot.reportId } });
    expect(log.body.rows.map((row) => row.text)).toEqual(
      expect.arrayContaining([
        'Przyjęcie zgłoszenia z formularza',
        `Prośba zgłaszającego o spotkanie w zgłoszeniu ${formatReporterIdentifier(slot.identifier)}`,
      ]),
    );
    // Without it, nothing is asked; anything but `true` is refused, storing nothing.
    const plain = await submit();
    expect((await getReportRecord(org.tenantId, plain.slot.reportId))!.meetingRequestedAt).toBeUndefined();
    const refused = await refusedFinalise((body) => ({ ...body, meetingRequested: false }));
    expect(refused.status).toBe(400);
  });

  it('refuses malformed envelopes with 400', async () => {
    const answer = await refusedFinalise((body) => ({
      ...body,
      fields: [{ fieldId: body.fields[0]!.fieldId, value: { v: 2, alg: 'A256GCM', iv: 'x', ct: 'y' } }],
    }));
    expect(answer.status).toBe(400);
  });
});

describe('sending a report: files', () => {
  it('refuses a declared file over 30 MB with the spec message', async () => {
    const answer = await visitor().call(startSubmission, {
      params: { alias: org.alias },
      body: { categoryId: org.categoryId, files: [{ size: encryptedFileSize(30_000_001) }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 30MB');
  });

  it('agrees with the form on the boundary: a sum of 30,000,000 bytes is refused, one byte less is taken', async () => {
    const slot = (sizes: number[]) =>
      visitor().call(startSubmission, {
        params: { alias: org.alias },
        body: { categoryId: org.categoryId, files: sizes.map((size) => ({ size: encryptedFileSize(size) })) },
      });
    const atLimit = await slot([15_000_000, 15_000_000]);
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).toBe('Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 30MB');
    expect((await slot([15_000_000, 14_999_999])).status).toBe(200);
  });

  it('refuses a finalise whose upload is missing or is not an encrypted file', async () => {
    const client = visitor();
    const impossible = await client.call(startSubmission, {
      params: { alias: org.alias },
      body: { categoryId: org.categoryId, files: [{ size: 20 }] },
    });
    expect(impossible.status).toBe(400);
    const size = encryptedFileSize(10);
    const valid = (
      await client.call(startSubmission, {
        params: { alias: org.alias },
        body: { categoryId: org.categoryId, files: [{ size }] },
      })
    ).body;
    const encrypted = await encryptSubmission(
      valid,
      {
        fields: org.fieldIds.map((fieldId) => ({ fieldId, value: 'xxxxx' })),
        reporter: { name: 'Jan', phone: '600100200', email: 'j@example.test' },
        files: [{ fileId: valid.uploads[0]!.fileId, name: 'a.txt' }],
      },
      testArgon,
    );
    const body = { slotToken: valid.slotToken, categoryId: org.categoryId, ...encrypted.body };
    const missing = await client.call(finaliseSubmission, {
      params: { alias: org.alias, reportId: valid.reportId },
      body,
    });
    expect(missing.status).toBe(400);
    await fetch(valid.uploads[0]!.url, {
      method: 'PUT',
      headers: valid.uploads[0]!.headers,
      body: new Uint8Array(size).fill(65),
    });
    const notEncrypted = await client.call(finaliseSubmission, {
      params: { alias: org.alias, reportId: valid.reportId },
      body,
    });
    expect(notEncrypted.status).toBe(415);
    expect(await getReportRecord(org.tenantId, valid.reportId)).toBeNull();
  });
});

describe('blocked organisation', () => {
  it('answers 409 for the form and refuses a finalise once the licence expired', async () => {
    const { slot, body } = await (async () => {
      const client = visitor();
      const s = (
        await client.call(startSubmission, {
          params: { alias: org.alias },
          body: { categoryId: org.categoryId, files: [] },
        })
      ).body;
      const e = await encryptSubmission(
        s,
        {
          fields: org.fieldIds.map((fieldId) => ({ fieldId, value: 'xxxxx' })),
          reporter: { name: 'Jan', phone: '600100200', email: 'j@example.test' },
          files: [],
        },
        testArgon,
      );
      return { slot: s, body: { slotToken: s.slotToken, categoryId: org.categoryId, ...e.body } };
    })();
    const past = '2020-01-01T00:00:00.000Z';
    const tenantKey = keys.tenant(org.tenantId);
    const current = (await org.staff.client.call(getSession)).body.customerExpirationDate;
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: tenantKey,
        UpdateExpression: 'SET licence.validTo = :v',
        ExpressionAttributeValues: { ':v': past },
      }),
    );
    try {
      const form = await visitor().call(getPublicForm, { params: { alias: org.alias } });
      expect(form.status).toBe(409);
      expect(form.body.code).toBe('FORM_BLOCKED');
      const finalise = await visitor().call(finaliseSubmission, {
        params: { alias: org.alias, reportId: slot.reportId },
        body,
      });
      expect(finalise.status).toBe(409);
      expect(await getReportRecord(org.tenantId, slot.reportId)).toBeNull();
    } finally {
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: tenantKey,
          UpdateExpression: 'SET licence.validTo = :v',
          ExpressionAttributeValues: { ':v': current },
        }),
      );
    }
  });
});
