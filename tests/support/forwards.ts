import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { zipSync } from 'fflate';
import { expect } from 'vitest';
import { sendForward, startForward, type BodyOf } from '@shared/contracts/index.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { sha256 } from '../../functions/lib/hashing.js';
import type { TestClient } from './api-client.js';
import { testRuntime } from './test-runtime.js';

/** A bundle as the staff browser builds one: the report PDF and files, zipped. */
export const zipBundle = (files: Record<string, Uint8Array | string>): Uint8Array =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, body]) => [
        name,
        typeof body === 'string' ? new TextEncoder().encode(body) : body,
      ]),
    ),
  );

export type ForwardMessageInput = Omit<BodyOf<typeof startForward>, 'size'>;

export const sampleMessage = (emailTo: string, overrides: Partial<ForwardMessageInput> = {}): ForwardMessageInput => ({
  name: 'Prokuratura Rejonowa Warszawa-Mokotów',
  emailTo,
  emailCc: '',
  body: 'Dzień dobry,\n\nprzekazujemy zgłoszenie wraz z dokumentacją.\n\nZ poważaniem',
  withFiles: true,
  ...overrides,
});

/** Forwards a report as the modal does: start, PUT the bundle to the presigned URL, send. */
export async function forwardReport(
  client: TestClient,
  reportId: string,
  message: ForwardMessageInput,
  bundle: Uint8Array = zipBundle({ 'raport.pdf': '%PDF-1.4' }),
) {
  const started = await client.call(startForward, { params: { reportId }, body: { ...message, size: bundle.length } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const put = await fetch(started.body.uploadUrl, {
    method: 'PUT',
    headers: started.body.headers,
    body: bundle as Uint8Array<ArrayBuffer>,
  });
  expect(put.status).toBe(200);
  const sent = await client.call(sendForward, { params: { reportId, forwardId: started.body.forwardId } });
  return { forwardId: started.body.forwardId, sent };
}

interface StoredEmail {
  messageId: string;
  destination: { to: string[]; cc: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** Every e-mail the local SES emulator received for an address (as To or DW), oldest first. */
export async function mailTo(address: string): Promise<StoredEmail[]> {
  const response = await fetch(`${testRuntime.endpoints.ses}/store`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails.filter((mail) => mail.destination.to.includes(address) || mail.destination.cc.includes(address));
}

/** The share id of the last `/external?share=` link e-mailed to an address. */
export async function lastShareId(address: string): Promise<string> {
  for (const mail of (await mailTo(address)).reverse()) {
    const match = /\/external\?share=([A-Za-z0-9_-]{43})/.exec(mail.body.text ?? '');
    if (match?.[1]) return match[1];
  }
  throw new Error(`no share link e-mailed to ${address}`);
}

/** The last download code e-mailed to an address, and how many codes went there. */
export async function lastShareCode(address: string): Promise<{ code: string; count: number }> {
  const codes = (await mailTo(address)).flatMap((mail) => {
    const match = /Kod pobrania: (\S{8})/.exec(mail.body.text ?? '');
    return match?.[1] ? [match[1]] : [];
  });
  if (!codes.length) throw new Error(`no code e-mailed to ${address}`);
  return { code: codes[codes.length - 1]!, count: codes.length };
}

/**
 * Moves a share's expiry into the past, as the passing of its 14 days would (the server reads
 * the clock; the expiry job takes an injected one). Its expiry entry stays keyed by the original
 * date, as in life: the job run "after" it finds it.
 */
export async function expireShare(shareId: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.share(sha256(shareId)),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
    }),
  );
}
