import { describe, expect, it, vi } from 'vitest';
import { metadataKindTexts, metadataTexts } from '@shared/messages/metadata.js';
import * as english from '@shared/messages/en/index.js';
import type { CleanOutcome } from '@shared/metadata/index.js';
import { cleanInWorker, type CleaningProgress, type CleaningWorker } from './metadata-cleaning.js';
import { answerCleanRequest, type WorkerAnswer } from './metadata-request.js';
import { cleaningSummary } from './metadata-summary.js';
import { photoWithGps as photo } from '@/test/metadata-files.js';

// The page's side of the metadata worker, with the worker's own code answering in this thread
// (jsdom has no workers; the real worker runs it in Chromium, tests/e2e).

/** A worker whose messages are answered by the worker's code, as the real one answers them. */
function inThreadWorker() {
  const worker: CleaningWorker & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    terminate: () => {
      worker.terminated = true;
    },
    postMessage: (file: Blob) => {
      void answerCleanRequest(file, (answer: WorkerAnswer) => {
        if (!worker.terminated) worker.onmessage?.(new MessageEvent('message', { data: answer }));
      });
    },
  };
  return worker;
}

const silentWorker = () => ({ ...inThreadWorker(), postMessage: vi.fn(), terminate: vi.fn() });

describe('cleanInWorker', () => {
  it('cleans a photo off the page, reports reading and cleaning, and ends its worker', async () => {
    const worker = inThreadWorker();
    const progress: CleaningProgress[] = [];
    const outcome = await cleanInWorker(photo(), {
      createWorker: () => worker,
      onProgress: (step) => progress.push(step),
    });
    expect(outcome).toMatchObject({ status: 'cleaned', format: 'jpeg', removed: ['gps', 'device'] });
    expect(progress.at(-2)).toEqual({ stage: 'reading', fraction: 1 });
    expect(progress.at(-1)).toEqual({ stage: 'cleaning' });
    expect(worker.terminated).toBe(true);
  });

  it('stops a worker that takes longer than the bound and says the file could not be cleaned', async () => {
    const worker = silentWorker();
    const outcome = await cleanInWorker(photo(), { createWorker: () => worker, timeoutMs: 20 });
    expect(outcome).toEqual({ status: 'failed', format: 'jpeg', reason: 'timed-out' });
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('a worker that fails (out of memory) leaves the file not cleaned, as damaged', async () => {
    const worker = silentWorker();
    worker.postMessage.mockImplementation(() =>
      worker.onerror?.(new ErrorEvent('error', { message: 'out of memory' })),
    );
    expect(await cleanInWorker(photo(), { createWorker: () => worker })).toEqual({
      status: 'failed',
      format: 'jpeg',
      reason: 'damaged',
    });
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('a text file and an archive are answered from their first bytes, with no worker', async () => {
    const createWorker = vi.fn(inThreadWorker);
    expect(await cleanInWorker(new File(['kwota;opis\n12;x\n'], 'dane.csv'), { createWorker })).toEqual({
      status: 'nothing-to-clean',
      format: 'text',
    });
    expect(
      await cleanInWorker(new File([Uint8Array.of(0x50, 0x4b, 0x05, 0x06, 0, 0)], 'pliki.zip'), { createWorker }),
    ).toEqual({ status: 'cannot-clean', format: 'archive' });
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('binary bytes of no known type are not taken for text when their first NUL comes late', async () => {
    const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7 + 3) % 256);
    expect(bytes.subarray(0, 16).includes(0)).toBe(false);
    expect(await cleanInWorker(new File([bytes], 'skan.bin'), { createWorker: inThreadWorker })).toEqual({
      status: 'cannot-clean',
      format: 'unknown',
    });
  });
});

describe('cleaningSummary', () => {
  const cleaned: CleanOutcome = {
    status: 'cleaned',
    format: 'jpeg',
    bytes: new Uint8Array(),
    removed: ['gps', 'device', 'capture-time'],
    remaining: ['image-content'],
  };

  it('names what was removed in plain words, and what a photo can still show', () => {
    expect(cleaningSummary(cleaned, metadataTexts, metadataKindTexts)).toEqual({
      result: 'Usunięto: położenie GPS, model telefonu lub aparatu, data wykonania',
      advice: [metadataTexts.remainingImage],
      warning: false,
    });
    expect(cleaningSummary(cleaned, english.metadataTexts, english.metadataKindTexts).result).toBe(
      'Removed: GPS location, phone or camera model, date taken',
    );
  });

  it('warns when a file goes as it is', () => {
    expect(
      cleaningSummary({ status: 'cannot-clean', format: 'legacy-office' }, metadataTexts, metadataKindTexts),
    ).toEqual({ result: metadataTexts.cannotCleanLegacyOffice, advice: [], warning: true });
    expect(
      cleaningSummary({ status: 'failed', format: 'pdf', reason: 'timed-out' }, metadataTexts, metadataKindTexts),
    ).toMatchObject({ result: metadataTexts.failedTimedOut, warning: true });
    expect(cleaningSummary({ ...cleaned, removed: [] }, metadataTexts, metadataKindTexts).result).toBe(
      metadataTexts.nothingFound,
    );
  });
});
