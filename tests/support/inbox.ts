import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { logInToInbox, logInToPhoneInbox, type BodyOf, type Contract, type ParamsOf } from '@shared/contracts/index.js';
import { CONTENT_PURPOSE, decryptContentText, encryptContent } from '@shared/crypto/content.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { derivePhoneCaseKeys, deriveReporterKeys } from '@shared/crypto/reporter-secrets.js';
import { decryptFile, encryptedFileSize, encryptFile } from '@shared/crypto/files.js';
import { fileContext, reportKeyContext } from '@shared/crypto/submission.js';
import { unwrapKeyWithKek } from '@shared/crypto/wrap.js';
import type { MessageAuthor } from '@shared/domain/inbox.js';
import { inboxSession } from '@shared/domain/session.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { sha256 } from '../../functions/lib/hashing.js';
import { testArgon } from './accounts.js';
import { TestClient } from './api-client.js';
import type { GivenReport } from './report-fixtures.js';

/** What a reporter's browser holds after logging in: the token and the report key K. */
export interface Reporter {
  client: TestClient;
  token: string;
  reportKey: CryptoKey;
  /** Calls an inbox endpoint with this reporter's token (or another one). */
  call: TestClient['call'];
}

/** Logs into the inbox as the browser does: authKey from the password, then K from the answer. */
export async function logInAsReporter(
  report: GivenReport,
  options: { phone?: string; identifier?: string } = {},
): Promise<Reporter> {
  const client = new TestClient();
  const identifier = options.identifier ?? report.identifier;
  const derived = options.phone
    ? await derivePhoneCaseKeys(identifier, options.phone, testArgon)
    : await deriveReporterKeys(identifier, report.reporterPassword, testArgon);
  const answer = await client.call(options.phone ? logInToPhoneInbox : logInToInbox, {
    body: { identifier, authKey: derived.authKey },
  });
  if (answer.status !== 200) throw new Error(`inbox login: ${answer.status} ${JSON.stringify(answer.body)}`);
  const token = answer.body.token;
  const reportKey = await unwrapKeyWithKek(report.keys.forReporter, 'report-key', derived.kek, {
    context: reportKeyContext(report.tenantId, report.reportId),
  });
  const call: TestClient['call'] = (contract, input = {}) =>
    client.call(contract, { ...input, headers: { [inboxSession.header]: token, ...input.headers } });
  return { client, token, reportKey, call };
}

/** Calls an endpoint with a given inbox token (or none). */
export const withToken = <C extends Contract>(
  contract: C,
  token: string | null,
  input: { params?: ParamsOf<C>; body?: BodyOf<C> } = {},
) => new TestClient().call(contract, { ...input, headers: token ? { [inboxSession.header]: token } : {} });

/** Makes a token's stored expiry lie in the past (what 900 s of waiting would do). */
export async function expireInboxToken(token: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.inboxSession(sha256(token)),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }),
  );
}

/** The organisation's licence ran out yesterday. */
export async function expireLicence(tenantId: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.tenant(tenantId),
      UpdateExpression: 'SET licence.validTo = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 86_400_000).toISOString() },
    }),
  );
}

/** A message body as a browser encrypts it under K (the author and id are in the AAD). */
export const encryptMessage = (
  report: Pick<GivenReport, 'tenantId' | 'reportId'>,
  reportKey: CryptoKey,
  messageId: string,
  author: MessageAuthor,
  text: string,
) =>
  encryptContent(reportKey, text, {
    tenant: report.tenantId,
    report: report.reportId,
    purpose: CONTENT_PURPOSE.message(messageId, author),
  });

export const decryptMessage = (
  report: Pick<GivenReport, 'tenantId' | 'reportId'>,
  reportKey: CryptoKey,
  message: { messageId: string; author: MessageAuthor; body: ContentEnvelope },
) =>
  decryptContentText(reportKey, message.body, {
    tenant: report.tenantId,
    report: report.reportId,
    purpose: CONTENT_PURPOSE.message(message.messageId, message.author),
  });

/** Uploads an attachment as a browser does: start, PUT the ciphertext, complete with the encrypted name. */
export async function uploadMessageFile(
  steps: {
    start: (
      size: number,
    ) => Promise<{ status: number; body: { fileId: string; uploadUrl: string; headers: Record<string, string> } }>;
    complete: (fileId: string, name: ContentEnvelope) => Promise<{ status: number; body: unknown }>;
  },
  report: Pick<GivenReport, 'tenantId' | 'reportId'>,
  reportKey: CryptoKey,
  name: string,
  text: string,
) {
  const plaintext = new TextEncoder().encode(text);
  const started = await steps.start(encryptedFileSize(plaintext.length));
  if (started.status !== 200) return { started, completed: null };
  const { fileId, uploadUrl, headers } = started.body;
  const ciphertext = await encryptFile(reportKey, plaintext, { context: fileContext(report, fileId) });
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: ciphertext });
  if (put.status !== 200) throw new Error(`upload: ${put.status}`);
  const encryptedName = await encryptContent(reportKey, name, {
    tenant: report.tenantId,
    report: report.reportId,
    purpose: CONTENT_PURPOSE.fileName(fileId),
  });
  return { started, completed: await steps.complete(fileId, encryptedName), fileId };
}

/** Downloads an attachment from its short-lived URL and decrypts it, as the browser does. */
export async function downloadAndDecrypt(
  url: string,
  report: Pick<GivenReport, 'tenantId' | 'reportId'>,
  reportKey: CryptoKey,
  fileId: string,
): Promise<string> {
  const response = await fetch(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return new TextDecoder().decode(await decryptFile(reportKey, bytes, { context: fileContext(report, fileId) }));
}
