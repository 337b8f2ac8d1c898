import { http, HttpResponse } from 'msw';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { downloadPublicAttachment } from '@shared/contracts/form/download-public-attachment.js';
import { downloadPublicStatement } from '@shared/contracts/form/download-public-statement.js';
import { getPublicCategory } from '@shared/contracts/form/get-public-category.js';
import { getPublicForm } from '@shared/contracts/form/get-public-form.js';
import { finaliseSubmission } from '@shared/contracts/form/finalise-submission.js';
import { startSubmission } from '@shared/contracts/form/start-submission.js';
import type { ErrorCode } from '@shared/errors.js';
import { zeros } from '@/test/key-fixtures.js';
import { contractHandler, errorResponse, server, type ContractRequest } from '@/test/msw.js';

/** A public form as `GET /api/public/forms/{alias}` gives it, and its categories with fields. */
export const ids = {
  internal: '5b1e6c1a-2f4d-4c8e-9a1b-0c2d3e4f5a61',
  named: '6c2f7d2b-3a5e-4d9f-8b2c-1d3e4f5a6b72',
  noFiles: '7d3a8e3c-4b6f-4e0a-9c3d-2e4f5a6b7c83',
  description: '8e4b9f4d-5c7a-4f1b-8d4e-3f5a6b7c8d94',
  persons: '9f5c0a5e-6d8b-4a2c-9e5f-4a6b7c8d9ea5',
  previously: 'a06d1b6f-7e9c-4b3d-8f6a-5b7c8d9eafb6',
  consent: 'b17e2c7a-8f0d-4c4e-9a7b-6c8d9eafb0c7',
  phoneNote: 'c28f3d8b-9a1e-4d5f-8b8c-7d9eafb0c1d8',
  rules: 'd39a4e9c-0b2f-4e6a-9c9d-8eafb0c1d2e9',
  report: 'e4ab5fad-1c3a-4f7b-8dae-9fb0c1d2e3fa',
  upload: 'f5bc6abe-2d4b-4a8c-9ebf-a0c1d2e3f40b',
  /** 'Osoby, których dotyczy' of 'Skargi imienne': a field the internal category has too. */
  namedPersons: '06cd7bcf-3e5c-4b9d-8fc0-b1d2e3f4a51c',
} as const;

export type PublicFormResponse = ResponseOf<typeof getPublicForm>;
export type PublicCategoryResponse = ResponseOf<typeof getPublicCategory>;

export function formFixture(overrides: Partial<PublicFormResponse> = {}): PublicFormResponse {
  return {
    company: 'Fundacja Łąka',
    categories: [
      {
        id: ids.internal,
        name: 'Zgłoszenia wewnętrzne',
        anonymous: true,
        files: true,
        attachments: [{ id: ids.rules, name: 'Procedura zgłoszeń.pdf' }],
      },
      { id: ids.named, name: 'Skargi imienne', anonymous: false, files: true, attachments: [] },
      { id: ids.noFiles, name: 'Bez załączników', anonymous: true, files: false, attachments: [] },
    ],
    phoneEnabled: false,
    mailEnabled: false,
    phoneNumber: null,
    filesScanned: false,
    pin: null,
    customEmail: null,
    logo: null,
    showAccessibilityStatement: false,
    externalChannelsNote: null,
    voiceMessages: null,
    procedure: null,
    ...overrides,
  };
}

export const categoryFixtures: Record<string, PublicCategoryResponse> = {
  [ids.internal]: {
    id: ids.internal,
    name: 'Zgłoszenia wewnętrzne',
    anonymous: true,
    files: true,
    attachments: [{ id: ids.rules, name: 'Procedura zgłoszeń.pdf' }],
    fields: [
      { id: ids.description, type: 1, required: true, label: 'Opis naruszenia', options: [] },
      { id: ids.persons, type: 2, required: true, label: 'Osoby, których dotyczy', options: [] },
      {
        id: ids.previously,
        type: 4,
        required: true,
        label: 'Czy zgłaszałeś już tę sprawę?',
        options: ['Nie', 'Tak - wewnętrznie'],
      },
      {
        id: ids.consent,
        type: 3,
        required: true,
        label: 'Akceptuję <a href="https://firma.example/regulamin">regulamin</a> zgłoszeń <b>wewnętrznych</b>',
        options: [],
      },
    ],
  },
  [ids.named]: {
    id: ids.named,
    name: 'Skargi imienne',
    anonymous: false,
    files: true,
    attachments: [],
    fields: [
      { id: ids.phoneNote, type: 2, required: false, label: 'Numer sprawy', options: [] },
      { id: ids.namedPersons, type: 2, required: false, label: 'Osoby, których dotyczy', options: [] },
    ],
  },
  [ids.noFiles]: {
    id: ids.noFiles,
    name: 'Bez załączników',
    anonymous: true,
    files: false,
    attachments: [],
    fields: [{ id: ids.phoneNote, type: 1, required: false, label: 'Uwagi', options: [] }],
  },
};

export const slotFixture = (fileCount: number): ResponseOf<typeof startSubmission> => ({
  reportId: ids.report,
  tenantId: 'tenant-1',
  identifier: 'K7QM3XPA9B',
  slotToken: 'slot-token-0123456789abcdef',
  expiresAt: '2026-05-01T10:30:00.000Z',
  organisation: { publicKey: zeros(91), kid: 'org-kid' },
  uploads: Array.from({ length: fileCount }, (_, i) => ({
    fileId: `${ids.upload.slice(0, -1)}${i}`,
    url: `https://files.example.test/upload/${i}?X-Amz-Signature=abc`,
    headers: { 'content-type': 'application/octet-stream', 'x-amz-meta-file': String(i) },
  })),
});

/** What the fake API saw, for assertions. */
/** A receipt as the server signs it (the signature is not checked by the form). */
export const receiptFixture = {
  v: 1,
  organisation: 'Firma Testowa',
  identifier: 'K7QM-3XPA-9B',
  receivedAt: '2026-05-01T10:00:00.000Z',
  channel: 'form',
  digest: 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg',
  kid: 'AbCdEfGhIjKlMnOp',
  signature: 'c2lnbmF0dXJl',
} as const;

export interface ApiLog {
  formLoads: number;
  categoryLoads: string[];
  starts: ContractRequest<typeof startSubmission>['body'][];
  finalised: ContractRequest<typeof finaliseSubmission>['body'][];
  downloads: string[];
  uploads: { url: string; headers: Record<string, string>; bytes: Uint8Array }[];
}

/** What one finalise answers: an error code, no answer at all (a network failure), or the report's identifier. */
export type FinaliseAnswer = ErrorCode | 'network' | 'stored';

/**
 * The public form API as msw contract handlers; `form` may be an error code (e.g. FORM_BLOCKED).
 * `finalise` answers every finalise alike, or is the answers of the finalises in turn (the last repeated).
 */
export function serveFormApi(
  options: { form?: PublicFormResponse | ErrorCode; start?: ErrorCode; finalise?: ErrorCode | FinaliseAnswer[] } = {},
): ApiLog {
  const log: ApiLog = { formLoads: 0, categoryLoads: [], starts: [], finalised: [], downloads: [], uploads: [] };
  const form = options.form ?? formFixture();
  server.use(
    contractHandler(getPublicForm, () => {
      log.formLoads++;
      return typeof form === 'string' ? errorResponse(form) : form;
    }),
    contractHandler(getPublicCategory, ({ params }) => {
      log.categoryLoads.push(params.id);
      return categoryFixtures[params.id] ?? errorResponse('NOT_FOUND');
    }),
    contractHandler(downloadPublicAttachment, ({ params }) => {
      log.downloads.push(params.fileId);
      return { url: `https://files.example.test/download/${params.fileId}` };
    }),
    contractHandler(downloadPublicStatement, () => {
      log.downloads.push('accessibility-statement');
      return { url: 'https://files.example.test/download/accessibility-statement' };
    }),
    http.get('https://files.example.test/logo.png', () =>
      HttpResponse.arrayBuffer(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).buffer, {
        headers: { 'content-type': 'image/png' },
      }),
    ),
    contractHandler(startSubmission, ({ body }) => {
      log.starts.push(body);
      return options.start ? errorResponse(options.start) : slotFixture(body.files.length);
    }),
    contractHandler(finaliseSubmission, ({ body }) => {
      log.finalised.push(body);
      const answers: FinaliseAnswer[] = Array.isArray(options.finalise)
        ? options.finalise
        : [options.finalise ?? 'stored'];
      const answer: FinaliseAnswer = answers[Math.min(log.finalised.length, answers.length) - 1] ?? 'stored';
      if (answer === 'network') return HttpResponse.error();
      return answer === 'stored'
        ? { identifier: 'K7QM3XPA9B', receivedAt: '2026-05-01T10:00:00.000Z', receipt: receiptFixture }
        : errorResponse(answer);
    }),
    http.put('https://files.example.test/upload/:index', async ({ request }) => {
      log.uploads.push({
        url: request.url,
        headers: Object.fromEntries(request.headers),
        bytes: new Uint8Array(await request.arrayBuffer()),
      });
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return log;
}
