import { metadataCleaningLimits } from '@shared/domain/files.js';
import { beforeCleaning, DETECTION_HEAD_BYTES } from '@shared/metadata/detect.js';
import type { CleanOutcome } from '@shared/metadata/outcome.js';
import type { CleaningProgress, WorkerAnswer } from './metadata-request.js';

export type { CleaningProgress } from './metadata-request.js';

/** The part of a Worker the cleaning uses (a test gives its own). */
export type CleaningWorker = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

const startWorker = (): CleaningWorker =>
  new Worker(new URL('./metadata-worker.ts', import.meta.url), { type: 'module', name: 'metadata' });

export interface CleaningOptions {
  onProgress?: (progress: CleaningProgress) => void;
  timeoutMs?: number;
  createWorker?: () => CleaningWorker;
}

/**
 * `file` with its identifying metadata removed, off the main thread: a worker of its own reads
 * and cleans it and is ended after, or when the time bound passes (a hostile file that keeps it
 * busy), or when it fails; the outcome then says the file could not be cleaned. Never rejects.
 */
export async function cleanInWorker(file: Blob, options: CleaningOptions = {}): Promise<CleanOutcome> {
  const head = new Uint8Array(await file.slice(0, DETECTION_HEAD_BYTES).arrayBuffer());
  const before = beforeCleaning(head);
  if ('status' in before) return before;
  const failed = (reason: 'damaged' | 'timed-out'): CleanOutcome => ({
    status: 'failed',
    format: before.format,
    reason,
  });

  let worker: CleaningWorker;
  try {
    worker = (options.createWorker ?? startWorker)();
  } catch {
    return failed('damaged');
  }
  return new Promise<CleanOutcome>((resolve) => {
    const finish = (outcome: CleanOutcome) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish(failed('timed-out')), options.timeoutMs ?? metadataCleaningLimits.timeoutMs);
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') options.onProgress?.(data.progress);
      else finish(data.type === 'done' ? data.outcome : failed('damaged'));
    };
    // The worker itself failed (out of memory, a fault in a parser): the file could not be cleaned.
    worker.onerror = (event) => {
      event.preventDefault();
      finish(failed('damaged'));
    };
    worker.postMessage(file);
  });
}
