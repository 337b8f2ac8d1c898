import type { ResponseOf } from '@shared/contracts/contract.js';
import type { getReportContent } from '@shared/contracts/reports/get-report-content.js';
import { listRegister } from '@shared/contracts/reports/list-register.js';
import { listReportsWithNewMessages } from '@shared/contracts/reports/list-reports-with-new-messages.js';
import { listReports } from '@shared/contracts/reports/list-reports.js';
import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { CONTENT_PURPOSE, encryptContent, generateMetadataKey, generateReportKey } from '@shared/crypto/content.js';
import { exportPublicKey, generateKeyPair, type KeyPair } from '@shared/crypto/keypairs.js';
import type { RedactionRecord } from '@shared/domain/redactions.js';
import type { RegisterRecord } from '@shared/domain/register-record.js';
import type { ReporterContact } from '@shared/crypto/submission.js';
import { reportKeyContext } from '@shared/crypto/submission.js';
import { wrapKeyForPublicKey } from '@shared/crypto/wrap.js';
import { rowsPerRequest, type ReportPageSize } from '@shared/domain/report.js';
import { saveKeys } from '../lib/key-store.js';
import type { StaffSession } from '../lib/session.js';
import { sessionKeysFixture } from './key-fixtures.js';
import { contractHandler } from './msw.js';
import { staffSessionFixture } from './render.js';
import type { ReportDetails } from '../features/report/api/get-report.js';

/**
 * Reports for web tests of the lists and the register, encrypted for real (WebCrypto runs in
 * jsdom): the screens decrypt labels and register fields exactly as in the browser.
 */
export const TENANT_ID = 'tenant-1';

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A list row (no label), newest first by `receivedAt` as the server lists them. */
export function reportRowFixture(overrides: Partial<ReportRow> = {}): ReportRow {
  sequence += 1;
  return {
    reportId: uuid(sequence),
    identifier: `K7QM-${String(sequence).padStart(4, '0')}-AB`,
    type: 1,
    state: 1,
    receivedAt: new Date(Date.UTC(2026, 10, 23, 13, 5) - sequence * 3_600_000).toISOString(),
    archivedAt: null,
    acknowledgedAt: null,
    feedbackAt: null,
    hasAttachments: false,
    repliesCount: 0,
    label: null,
    categoryId: uuid(900_001),
    categoryName: 'Zgłoszenia wewnętrzne',
    hasNewMessages: false,
    handlers: [],
    meeting: null,
    followUpEndOn: null,
    ...overrides,
  };
}

/** A report as the report page gets it: a row, with every right and no legal hold unless overridden. */
export const reportDetailsFixture = (overrides: Partial<ReportDetails> = {}): ReportDetails => ({
  ...reportRowFixture({ state: 2 }),
  canArchivize: true,
  canResponse: true,
  canExternalSend: false,
  canEdit: true,
  categories: [],
  adminId: 'admin',
  legalHold: null,
  followUpEnd: null,
  canHold: true,
  labelVersion: 0,
  handlersVersion: 0,
  access: null,
  canAssignHandlers: false,
  eligibleHandlers: [],
  mentionable: [],
  phoneProtocol: null,
  hasVoiceMessage: false,
  protocols: { voice: null, meeting: null },
  emailSenderVerified: null,
  ...overrides,
});

/**
 * A page of `rows` as the server answers it: `perPage` rows (500 for 'all') from the cursor,
 * the list's total and the cursor of the next page ('c{index}').
 */
export function pageOf(rows: readonly ReportRow[], query: { perPage: ReportPageSize; cursor?: string | undefined }) {
  const start = query.cursor ? Number(query.cursor.slice(1)) : 0;
  const end = start + rowsPerRequest(query.perPage);
  return { rows: rows.slice(start, end), total: rows.length, nextCursor: end < rows.length ? `c${end}` : null };
}

/** The organisation's real keys, and a session of an administrator who holds them. */
export interface OrganisationKeys {
  pair: KeyPair;
  metadataKey: CryptoKey;
  session: StaffSession;
}

export async function organisationWithKeys(overrides: Partial<StaffSession> = {}): Promise<OrganisationKeys> {
  const pair = await generateKeyPair();
  const metadataKey = await generateMetadataKey();
  const base = sessionKeysFixture(true);
  const session = staffSessionFixture({
    customerId: TENANT_ID,
    keys: {
      ...base,
      organisation: { ...base.organisation, publicKey: await exportPublicKey(pair.publicKey), kid: pair.kid },
    },
    ...overrides,
  });
  return { pair, metadataKey, session };
}

/** This tab holds the organisation keys for the session's user (as after login); or only the user's key. */
export function holdKeys(organisation: OrganisationKeys, withOrganisationKey = true): Promise<void> {
  const userPrivateKey = organisation.pair.privateKey;
  return saveKeys(
    organisation.session.id,
    withOrganisationKey
      ? { userPrivateKey, organisationPrivateKey: organisation.pair.privateKey, metadataKey: organisation.metadataKey }
      : { userPrivateKey, organisationPrivateKey: null, metadataKey: null },
  );
}

/** A label as staff store it: under the metadata key, bound to the tenant and the report. */
export const encryptedLabel = (organisation: OrganisationKeys, reportId: string, text: string) =>
  encryptContent(organisation.metadataKey, text, {
    tenant: TENANT_ID,
    report: reportId,
    purpose: CONTENT_PURPOSE.label,
  });

export type ReportContent = ResponseOf<typeof getReportContent>;

/** A report's content as the form encrypts it: fields and reporter under a report key wrapped for the organisation. */
export async function reportContentFixture(
  organisation: OrganisationKeys,
  row: ReportRow,
  input: {
    fields: { def: ReportContent['fieldDefs'][number]; value: string | null }[];
    reporter: ReporterContact | null;
    /** The language the reporter used the form in (none: another channel, or an older report). */
    language?: string;
    /** 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …' as the reporter wrote it (none: nothing asked). */
    exclusionRequest?: string;
    reportKey?: CryptoKey;
    /** 'Zaczernienia' saved on the report, with their version (none: never set). */
    redactions?: { record: RedactionRecord; version: number };
    /** 'Dane do rejestru zgłoszeń' saved on the report, with their version (none: never set). */
    register?: { record: RegisterRecord; version: number };
  },
): Promise<ReportContent> {
  const reportKey = input.reportKey ?? (await generateReportKey());
  const context = (purpose: string) => ({ tenant: TENANT_ID, report: row.reportId, purpose });
  return {
    ...row,
    tenantId: TENANT_ID,
    fieldDefs: input.fields.map((field) => field.def),
    fields: await Promise.all(
      input.fields
        .filter((field) => field.value !== null)
        .map(async (field) => ({
          fieldId: field.def.id,
          value: await encryptContent(reportKey, field.value!, context(CONTENT_PURPOSE.field(field.def.id))),
        })),
    ),
    reporter: input.reporter
      ? await encryptContent(reportKey, JSON.stringify(input.reporter), context(CONTENT_PURPOSE.reporter))
      : null,
    language: input.language
      ? await encryptContent(reportKey, input.language, context(CONTENT_PURPOSE.language))
      : null,
    ...(input.exclusionRequest
      ? {
          exclusionRequest: await encryptContent(
            reportKey,
            input.exclusionRequest,
            context(CONTENT_PURPOSE.exclusionRequest),
          ),
        }
      : {}),
    files: [],
    keys: {
      forOrganisation: await wrapKeyForPublicKey(reportKey, 'report-key', organisation.pair, {
        context: reportKeyContext(TENANT_ID, row.reportId),
      }),
    },
    redactions: input.redactions
      ? await encryptContent(reportKey, JSON.stringify(input.redactions.record), context(CONTENT_PURPOSE.redactions))
      : null,
    redactionsVersion: input.redactions?.version ?? 0,
    register: input.register
      ? await encryptContent(reportKey, JSON.stringify(input.register.record), context(CONTENT_PURPOSE.register))
      : null,
    registerVersion: input.register?.version ?? 0,
  };
}

/** Every report list answering an empty page: for tests of screens around the lists (shell, login). */
export const emptyReportListHandlers = () => [
  contractHandler(listReports, () => ({ rows: [], total: 0, nextCursor: null, canArchivize: true })),
  contractHandler(listReportsWithNewMessages, () => ({ rows: [], total: 0, nextCursor: null, canArchivize: true })),
  contractHandler(listRegister, () => ({
    rows: [],
    total: 0,
    nextCursor: null,
    categories: [],
    canArchivize: true,
    canReports: true,
  })),
];
