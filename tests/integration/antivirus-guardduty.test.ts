/**
 * The antivirus adapter's AWS side (GuardDuty Malware Protection for S3), against the local S3
 * emulator: GuardDuty itself has no local form, so a stand-in here plays its part exactly as AWS
 * documents it (it watches the bucket and writes the `GuardDutyMalwareScanStatus` tag on each new
 * object). What is tested is ours: the bytes are put under `scan/`, the verdict is read from the
 * tag, the object is gone afterwards whatever the verdict, and anything but a verdict (no tag in
 * time, UNSUPPORTED, FAILED) is "unavailable", so that the callers fail closed.
 */
import { GetObjectCommand, ListObjectsV2Command, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AntivirusUnavailableError,
  GUARDDUTY_SCAN_PREFIX,
  GUARDDUTY_STATUS_TAG,
  scanBytes,
} from '../../functions/adapters/antivirus.js';
import { filesBucket, s3 } from '../../functions/adapters/s3.js';
import { eicarTestFile } from '../support/eicar.js';

const eicar = eicarTestFile;
const clean = new TextEncoder().encode('Zwykły, czysty plik.');
const unsupported = new TextEncoder().encode('UNSUPPORTED: an archive GuardDuty cannot open');

const scanObjects = async () =>
  (await s3.send(new ListObjectsV2Command({ Bucket: filesBucket(), Prefix: GUARDDUTY_SCAN_PREFIX }))).Contents ?? [];

/** Plays GuardDuty: tags each new object under scan/ with its verdict, as the managed service does. */
function guardDutyStandIn() {
  const seen: Uint8Array[] = [];
  const tagged = new Set<string>();
  let running = true;
  const done = (async () => {
    while (running) {
      for (const object of await scanObjects()) {
        if (tagged.has(object.Key!)) continue;
        tagged.add(object.Key!);
        const bytes = await (
          await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: object.Key! }))
        ).Body!.transformToByteArray();
        seen.push(bytes);
        const text = new TextDecoder().decode(bytes);
        const status = text.includes('EICAR-STANDARD-ANTIVIRUS-TEST-FILE')
          ? 'THREATS_FOUND'
          : text.startsWith('UNSUPPORTED')
            ? 'UNSUPPORTED'
            : 'NO_THREATS_FOUND';
        await s3
          .send(
            new PutObjectTaggingCommand({
              Bucket: filesBucket(),
              Key: object.Key!,
              Tagging: { TagSet: [{ Key: GUARDDUTY_STATUS_TAG, Value: status }] },
            }),
          )
          .catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return { seen, stop: async () => ((running = false), await done) };
}

const saved = {
  clamd: process.env.CLAMD_ADDRESS,
  bucket: process.env.SCAN_BUCKET,
  timeout: process.env.SCAN_TIMEOUT_MS,
};
beforeEach(() => {
  delete process.env.CLAMD_ADDRESS;
  process.env.SCAN_BUCKET = filesBucket();
  process.env.SCAN_TIMEOUT_MS = '8000';
});
afterEach(() => {
  for (const [name, value] of [
    ['CLAMD_ADDRESS', saved.clamd],
    ['SCAN_BUCKET', saved.bucket],
    ['SCAN_TIMEOUT_MS', saved.timeout],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('antivirus through GuardDuty Malware Protection for S3 (the AWS adapter)', () => {
  it('reads the verdict from the tag GuardDuty writes, and leaves no plaintext behind', async () => {
    const guardDuty = guardDutyStandIn();
    try {
      expect(await scanBytes(eicar)).toEqual({ infected: true, signature: 'GuardDuty THREATS_FOUND' });
      expect(await scanBytes(clean)).toEqual({ infected: false });
    } finally {
      await guardDuty.stop();
    }
    // Exactly the bytes given were scanned, and nothing is left under scan/.
    expect(guardDuty.seen).toEqual([eicar, clean]);
    expect(await scanObjects()).toEqual([]);
  });

  it('fails closed on anything but a verdict: UNSUPPORTED, or no verdict in time', async () => {
    const guardDuty = guardDutyStandIn();
    try {
      await expect(scanBytes(unsupported)).rejects.toThrow(
        new AntivirusUnavailableError('GuardDuty answered UNSUPPORTED'),
      );
    } finally {
      await guardDuty.stop();
    }
    process.env.SCAN_TIMEOUT_MS = '1500';
    await expect(scanBytes(clean)).rejects.toThrow(new AntivirusUnavailableError('GuardDuty gave no verdict in time'));
    expect(await scanObjects()).toEqual([]);
  });

  it('with no scanner configured at all, scanning is unavailable', async () => {
    delete process.env.SCAN_BUCKET;
    await expect(scanBytes(clean)).rejects.toBeInstanceOf(AntivirusUnavailableError);
  });
});
