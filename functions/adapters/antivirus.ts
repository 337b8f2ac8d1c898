import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { DeleteObjectCommand, GetObjectTaggingCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from './s3.js';
import { messageOf } from '../lib/message-of.js';

/**
 * Antivirus scanning (the exception to server-blindness: docs/security.md §6.7), one question with one answer
 * (`scanBytes`: clean, or infected with a signature name) whichever scanner answers it:
 *
 * - clamd (`CLAMD_ADDRESS`, host:port): the bytes go over its INSTREAM command; locally Debian's
 *   clamd with the project's test signature database (`local/clamd.ts`);
 * - GuardDuty Malware Protection for S3 (`SCAN_BUCKET`, on AWS: infra/constructs/malware-scanning.ts):
 *   the bytes are put under `scan/` in a bucket of their own that GuardDuty watches, its verdict is
 *   read from the tag it writes on the object (`GuardDutyMalwareScanStatus`), and the object is
 *   deleted at once, whatever the verdict (the bucket is unversioned and expires anything left
 *   after a day).
 *
 * A scan that cannot run (no scanner configured, clamd down, no verdict in time, an answer we do
 * not understand, GuardDuty's UNSUPPORTED/ACCESS_DENIED/FAILED) throws `AntivirusUnavailableError`:
 * the caller fails closed and accepts nothing.
 */

export type ScanResult = { infected: false } | { infected: true; signature: string };

export class AntivirusUnavailableError extends Error {}

/** clamd's StreamMaxLength default is 25 MB; chunks of 64 KiB keep memory flat. */
const CHUNK_BYTES = 64 * 1024;
const TIMEOUT_MS = 60_000;

function clamdAddress(): { host: string; port: number } {
  const address = process.env.CLAMD_ADDRESS;
  const match = address ? /^(.+):(\d+)$/.exec(address) : null;
  if (!match) throw new AntivirusUnavailableError('CLAMD_ADDRESS is not set');
  return { host: match[1] as string, port: Number(match[2]) };
}

/** Scans `bytes` with the scanner configured (clamd first); unavailable when there is none. */
export function scanBytes(bytes: Uint8Array): Promise<ScanResult> {
  if (process.env.CLAMD_ADDRESS) return scanInClamd(bytes);
  const bucket = process.env.SCAN_BUCKET;
  if (bucket) return scanInGuardDuty(bucket, bytes);
  return Promise.reject(new AntivirusUnavailableError('no scanner configured (CLAMD_ADDRESS or SCAN_BUCKET)'));
}

/** Where GuardDuty-scanned bytes are put, and the tag it answers with (AWS's names). */
export const GUARDDUTY_SCAN_PREFIX = 'scan/';
export const GUARDDUTY_STATUS_TAG = 'GuardDutyMalwareScanStatus';

/** How long to wait for GuardDuty's verdict (under API Gateway's 30 s, with the rest of the request). */
const guardDutyWaitMs = () => Number(process.env.SCAN_TIMEOUT_MS ?? 20_000);
const GUARDDUTY_POLL_MS = 500;

/**
 * GuardDuty Malware Protection for S3: put, wait for the status tag, delete. GuardDuty scans every
 * new object of the protected bucket and tags it NO_THREATS_FOUND, THREATS_FOUND, UNSUPPORTED,
 * ACCESS_DENIED or FAILED; only the first two are verdicts. The threat's name is in GuardDuty's
 * finding, not in the tag, so the signature recorded is the status.
 */
async function scanInGuardDuty(bucket: string, bytes: Uint8Array): Promise<ScanResult> {
  const key = `${GUARDDUTY_SCAN_PREFIX}${randomUUID()}`;
  const deadline = Date.now() + guardDutyWaitMs();
  try {
    await s3.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: 'application/octet-stream' }),
    );
    for (;;) {
      const { TagSet = [] } = await s3.send(new GetObjectTaggingCommand({ Bucket: bucket, Key: key }));
      const status = TagSet.find((tag) => tag.Key === GUARDDUTY_STATUS_TAG)?.Value;
      if (status === 'NO_THREATS_FOUND') return { infected: false };
      if (status === 'THREATS_FOUND') return { infected: true, signature: `GuardDuty ${status}` };
      if (status) throw new AntivirusUnavailableError(`GuardDuty answered ${status}`);
      if (Date.now() >= deadline) throw new AntivirusUnavailableError('GuardDuty gave no verdict in time');
      await new Promise((resolve) => setTimeout(resolve, GUARDDUTY_POLL_MS));
    }
  } catch (error) {
    if (error instanceof AntivirusUnavailableError) throw error;
    throw new AntivirusUnavailableError(`GuardDuty: ${messageOf(error)}`);
  } finally {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
  }
}

/** Scans `bytes` in clamd; the bytes are never written anywhere. */
function scanInClamd(bytes: Uint8Array): Promise<ScanResult> {
  const { host, port } = clamdAddress();
  return new Promise<ScanResult>((resolve, reject) => {
    const socket = connect({ host, port });
    const replies: Buffer[] = [];
    const fail = (reason: string) => {
      socket.destroy();
      reject(new AntivirusUnavailableError(reason));
    };
    socket.setTimeout(TIMEOUT_MS, () => fail('clamd timed out'));
    socket.on('error', (error) => fail(`clamd: ${error.message}`));
    socket.on('data', (data) => replies.push(data));
    socket.on('end', () => {
      // "stream: OK\0" or "stream: Eicar-Test-Signature.UNOFFICIAL FOUND\0"; anything else is an error.
      const reply = Buffer.concat(replies).toString('utf8').replace(/\0$/, '').trim();
      const found = /^stream: (.+) FOUND$/.exec(reply);
      if (reply === 'stream: OK') resolve({ infected: false });
      else if (found) resolve({ infected: true, signature: found[1] as string });
      else fail(`clamd answered: ${reply.slice(0, 200)}`);
      socket.destroy();
    });
    socket.on('connect', () => {
      socket.write('zINSTREAM\0');
      for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
        const chunk = bytes.subarray(offset, offset + CHUNK_BYTES);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.end(Buffer.alloc(4));
    });
  });
}
