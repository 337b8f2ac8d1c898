import { cleanFile, type CleanOutcome } from '@shared/metadata/index.js';

/**
 * What passes between the page and the metadata worker (`metadata-worker.ts`): the page sends a
 * file, the worker reads it (reporting how much it has read), cleans it and sends the outcome
 * back, the cleaned bytes transferred rather than copied.
 */
export type CleaningProgress = { stage: 'reading'; fraction: number } | { stage: 'cleaning' };
export type WorkerAnswer =
  | { type: 'progress'; progress: CleaningProgress }
  | { type: 'done'; outcome: CleanOutcome }
  /** The file could not be read (cleaning itself never throws). */
  | { type: 'unreadable' };

const CHUNK_BYTES = 4_000_000;

/** Reads `file` in chunks into one array, reporting how much is read. */
async function readWithProgress(file: Blob, report: (progress: CleaningProgress) => void): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size);
  for (let at = 0; at < file.size; at += CHUNK_BYTES) {
    bytes.set(new Uint8Array(await file.slice(at, at + CHUNK_BYTES).arrayBuffer()), at);
    report({ stage: 'reading', fraction: Math.min(1, (at + CHUNK_BYTES) / file.size) });
  }
  return bytes;
}

/** The worker's work for one file: `post` sends an answer (and what to transfer) to the page. */
export async function answerCleanRequest(
  file: Blob,
  post: (answer: WorkerAnswer, transfer: Transferable[]) => void,
): Promise<void> {
  const progress = (value: CleaningProgress) => post({ type: 'progress', progress: value }, []);
  let bytes: Uint8Array;
  try {
    bytes = await readWithProgress(file, progress);
  } catch {
    post({ type: 'unreadable' }, []);
    return;
  }
  progress({ stage: 'cleaning' });
  const outcome = await cleanFile(bytes);
  post({ type: 'done', outcome }, outcome.status === 'cleaned' ? [outcome.bytes.buffer] : []);
}
