/**
 * The public form's encryption (docs/security.md §6.4), for the browser and for tests:
 * a fresh report key K encrypts every field, the reporter's data and the file names; K is
 * wrapped for the organisation public key and under the reporter's generated password.
 * Files themselves are streamed through `encryptFileStream(K, {context: fileContext(...)})`.
 */
import { importPublicKey } from './keypairs';
import { CONTENT_PURPOSE, decryptContentText, encryptContent, generateReportKey, type ContentContext } from './content';
import { derivePhoneCaseKeys, deriveReporterKeys, generateReporterPassword } from './reporter-secrets';
import { unwrapKeyWithKek, unwrapKeyWithPrivateKey, wrapKeyForPublicKey, wrapKeyWithKek } from './wrap';
import type { Argon2Params } from './password';
import type { ContentEnvelope, KekEnvelope, PublicKeyEnvelope } from './envelopes';

export interface SubmissionSlot {
  tenantId: string;
  reportId: string;
  identifier: string;
  organisation: { publicKey: string; kid: string };
}

export interface ReporterContact {
  name: string;
  phone: string;
  email: string;
}

export interface EncryptedSubmission {
  fields: { fieldId: string; value: ContentEnvelope }[];
  reporter: ContentEnvelope | null;
  /** The form's language; absent from a phone report staff record. */
  language?: ContentEnvelope;
  /** Whom the reporter asks to be excluded from the report; absent when they asked nothing. */
  exclusionRequest?: ContentEnvelope;
  files: { fileId: string; name: ContentEnvelope; voice?: ContentEnvelope }[];
  keys: { forOrganisation: PublicKeyEnvelope; forReporter: KekEnvelope };
  reporterAuthKey: string;
}

const context = (slot: Pick<SubmissionSlot, 'tenantId' | 'reportId'>, purpose: string): ContentContext => ({
  tenant: slot.tenantId,
  report: slot.reportId,
  purpose,
});

/** The AAD context of an attachment's bytes. */
export const fileContext = (slot: Pick<SubmissionSlot, 'tenantId' | 'reportId'>, fileId: string) =>
  context(slot, CONTENT_PURPOSE.file(fileId));

/** Where a report key is bound when wrapped: it cannot be moved to another report. */
export const reportKeyContext = (tenantId: string, reportId: string) => `${tenantId}/${reportId}`;

/**
 * Encrypts a report for a slot. Returns the body parts of finalise, the report key (for the
 * files) and the generated reporter password, which is shown once and never sent.
 */
export async function encryptSubmission(
  slot: SubmissionSlot,
  input: SubmissionInput,
  argon?: Partial<Pick<Argon2Params, 'm' | 't' | 'p'>>,
): Promise<{ body: EncryptedSubmission; reportKey: CryptoKey; password: string }> {
  const password = generateReporterPassword();
  return { ...(await encryptReportForPassword(slot, input, password, argon)), password };
}

/**
 * A report encrypted exactly as the form does, for a password generated elsewhere: the e-mail
 * channel (type 3), where the server encrypts a received message on receipt (an exception
 * stated in docs/security.md §6.7) and e-mails the password to the sender.
 */
export async function encryptReportForPassword(
  slot: SubmissionSlot,
  input: SubmissionInput,
  password: string,
  argon?: Partial<Pick<Argon2Params, 'm' | 't' | 'p'>>,
): Promise<{ body: EncryptedSubmission; reportKey: CryptoKey }> {
  return encryptReport(slot, input, await deriveReporterKeys(slot.identifier, password, argon));
}

/**
 * A phone report (type 2) as the staff browser records it: encrypted exactly as a form report,
 * except that the caller's inbox key comes from the identifier and their phone number (weak:
 * see reporter-secrets.ts). There is no password to show.
 */
export async function encryptPhoneReport(
  slot: SubmissionSlot,
  input: SubmissionInput,
  callerPhone: string,
  argon?: Partial<Pick<Argon2Params, 'm' | 't' | 'p'>>,
): Promise<{ body: EncryptedSubmission; reportKey: CryptoKey }> {
  return encryptReport(slot, input, await derivePhoneCaseKeys(slot.identifier, callerPhone, argon));
}

export type SubmissionInput = {
  fields: { fieldId: string; value: string }[];
  reporter: ReporterContact | null;
  /** `voice`: a voice message's marker (JSON of `VoiceMarker`), encrypted like the name. */
  files: { fileId: string; name: string; voice?: string }[];
  /** The language the reporter used the form in (a BCP 47 tag); none for a phone report. */
  language?: string;
  /** 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …' as the reporter wrote it; empty or absent: nothing asked. */
  exclusionRequest?: string;
};

async function encryptReport(
  slot: SubmissionSlot,
  input: SubmissionInput,
  reporterKeys: { authKey: string; kek: CryptoKey },
): Promise<{ body: EncryptedSubmission; reportKey: CryptoKey }> {
  const reportKey = await generateReportKey();
  const organisation = await importPublicKey(slot.organisation.publicKey, slot.organisation.kid);
  const wrapContext = reportKeyContext(slot.tenantId, slot.reportId);
  const body: EncryptedSubmission = {
    fields: await Promise.all(
      input.fields.map(async (field) => ({
        fieldId: field.fieldId,
        value: await encryptContent(reportKey, field.value, context(slot, CONTENT_PURPOSE.field(field.fieldId))),
      })),
    ),
    reporter: input.reporter
      ? await encryptContent(reportKey, JSON.stringify(input.reporter), context(slot, CONTENT_PURPOSE.reporter))
      : null,
    ...(input.language
      ? { language: await encryptContent(reportKey, input.language, context(slot, CONTENT_PURPOSE.language)) }
      : {}),
    ...(input.exclusionRequest
      ? {
          exclusionRequest: await encryptContent(
            reportKey,
            input.exclusionRequest,
            context(slot, CONTENT_PURPOSE.exclusionRequest),
          ),
        }
      : {}),
    files: await Promise.all(
      input.files.map(async (file) => ({
        fileId: file.fileId,
        name: await encryptContent(reportKey, file.name, context(slot, CONTENT_PURPOSE.fileName(file.fileId))),
        ...(file.voice === undefined
          ? {}
          : {
              voice: await encryptContent(reportKey, file.voice, context(slot, CONTENT_PURPOSE.fileVoice(file.fileId))),
            }),
      })),
    ),
    keys: {
      forOrganisation: await wrapKeyForPublicKey(reportKey, 'report-key', organisation, { context: wrapContext }),
      forReporter: await wrapKeyWithKek(reportKey, 'report-key', reporterKeys.kek, { context: wrapContext }),
    },
    reporterAuthKey: reporterKeys.authKey,
  };
  return { body, reportKey };
}

/** What staff (with the organisation private key) or the reporter (with the password) can read. */
export interface OpenedReport {
  reportKey: CryptoKey;
  fields: { fieldId: string; value: string }[];
  reporter: ReporterContact | null;
  /** The language the reporter used the form in (a BCP 47 tag); null when not recorded. */
  language: string | null;
  /** Whom the reporter asked to be excluded from the report ('Nie chcę, aby zgłoszenie widziały…'); null: nothing asked. */
  exclusionRequest: string | null;
  /** `voice`: a voice message's marker as decrypted (JSON text); null for any other file. */
  fileNames: { fileId: string; name: string; voice: string | null }[];
}

interface StoredReport {
  tenantId: string;
  reportId: string;
  fields: { fieldId: string; value: ContentEnvelope }[];
  reporter: ContentEnvelope | null;
  language?: ContentEnvelope | null;
  exclusionRequest?: ContentEnvelope | null;
  files: { fileId: string; name: ContentEnvelope; voice?: ContentEnvelope | null }[];
}

async function openWithKey(reportKey: CryptoKey, report: StoredReport): Promise<OpenedReport> {
  return {
    reportKey,
    fields: await Promise.all(
      report.fields.map(async (f) => ({
        fieldId: f.fieldId,
        value: await decryptContentText(reportKey, f.value, context(report, CONTENT_PURPOSE.field(f.fieldId))),
      })),
    ),
    reporter: report.reporter
      ? (JSON.parse(
          await decryptContentText(reportKey, report.reporter, context(report, CONTENT_PURPOSE.reporter)),
        ) as ReporterContact)
      : null,
    language: report.language
      ? await decryptContentText(reportKey, report.language, context(report, CONTENT_PURPOSE.language))
      : null,
    exclusionRequest: report.exclusionRequest
      ? await decryptContentText(reportKey, report.exclusionRequest, context(report, CONTENT_PURPOSE.exclusionRequest))
      : null,
    fileNames: await Promise.all(
      report.files.map(async (f) => ({
        fileId: f.fileId,
        name: await decryptContentText(reportKey, f.name, context(report, CONTENT_PURPOSE.fileName(f.fileId))),
        voice: f.voice
          ? await decryptContentText(reportKey, f.voice, context(report, CONTENT_PURPOSE.fileVoice(f.fileId)))
          : null,
      })),
    ),
  };
}

/** Staff side: unwrap K with the organisation private key, then decrypt. */
export async function openReportAsOrganisation(
  organisationPrivateKey: CryptoKey,
  kid: string,
  report: StoredReport & { keys: { forOrganisation: PublicKeyEnvelope } },
) {
  const reportKey = await unwrapKeyWithPrivateKey(
    report.keys.forOrganisation,
    'report-key',
    { privateKey: organisationPrivateKey, kid },
    { context: reportKeyContext(report.tenantId, report.reportId) },
  );
  return openWithKey(reportKey, report);
}

/** Reporter side: the identifier and password open K. */
export async function openReportAsReporter(
  identifier: string,
  password: string,
  report: StoredReport & { keys: { forReporter: KekEnvelope } },
  argon?: Partial<Pick<Argon2Params, 'm' | 't' | 'p'>>,
) {
  const keys = await deriveReporterKeys(identifier, password, argon);
  const reportKey = await unwrapKeyWithKek(report.keys.forReporter, 'report-key', keys.kek, {
    context: reportKeyContext(report.tenantId, report.reportId),
  });
  return openWithKey(reportKey, report);
}
