import { concat } from './bytes.js';

/**
 * What cleaning a file found and did, in a small vocabulary the reporter's summary is written
 * from (the words are in `shared/messages/metadata.ts`).
 */

/** A kind of identifying data a cleaner removed. */
export const metadataKinds = [
  'gps',
  'device',
  'capture-time',
  'camera-settings',
  'author',
  'company',
  'comments',
  'revision-authors',
  'edit-history',
  'document-properties',
  'edit-times',
  'thumbnail',
  'xmp',
  'iptc',
  'software',
  'printer',
  'file-paths',
  'custom-data',
  'scripts',
  'audio-tags',
  'other-metadata',
] as const;
export type MetadataKind = (typeof metadataKinds)[number];

/** What cleaning cannot remove, each with a sentence of advice for the reporter. */
export const remainingKinds = ['image-content', 'document-content', 'audio-content', 'embedded-files'] as const;
export type RemainingKind = (typeof remainingKinds)[number];

/** The formats cleaned in the browser. */
export type CleanableFormat = 'jpeg' | 'png' | 'pdf' | 'docx' | 'xlsx' | 'mp3' | 'mp4' | 'webm' | 'ogg' | 'wav';
/** Formats recognised but not cleaned: text has nothing to clean, the rest cannot be cleaned reliably here. */
export type UncleanableFormat = 'text' | 'archive' | 'legacy-office' | 'audio-container' | 'unknown';

/** Why a file of a cleanable format could not be cleaned ('timed-out': stopped by the browser's bound). */
export type FailureReason = 'damaged' | 'too-large' | 'encrypted' | 'timed-out';

/** What one format's cleaner returns: the cleaned bytes, what it removed and what it could not. */
export interface Cleaned {
  bytes: Uint8Array<ArrayBuffer>;
  removed: readonly MetadataKind[];
  remaining: readonly RemainingKind[];
}

/**
 * A cleaner's result before it is joined: the kept pieces in order, views of the input and small
 * new parts, so that a zip can copy them straight into itself (one copy, not two).
 */
export interface CleanedPieces extends Omit<Cleaned, 'bytes'> {
  pieces: readonly Uint8Array[];
}

/** The pieces joined into the cleaned file. */
export const joined = ({ pieces, ...rest }: CleanedPieces): Cleaned => ({ bytes: concat(pieces), ...rest });

export type CleanOutcome =
  | ({ status: 'cleaned'; format: CleanableFormat } & Cleaned)
  | { status: 'nothing-to-clean'; format: 'text' }
  | { status: 'cannot-clean'; format: Exclude<UncleanableFormat, 'text'> }
  | { status: 'failed'; format: CleanableFormat; reason: FailureReason };

/** Thrown inside a cleaner when the file cannot be cleaned; `cleanFile` turns it into a 'failed' outcome. */
export class CleanError extends Error {
  constructor(
    readonly reason: FailureReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'CleanError';
  }
}

/** The kinds in vocabulary order, each once. */
export function kindsInOrder<Kind extends string>(order: readonly Kind[], found: Iterable<Kind>): Kind[] {
  const set = new Set(found);
  return order.filter((kind) => set.has(kind));
}

/** Fails the cleaning as damaged unless `condition` holds (a bound checked while parsing). */
export function expectIntact(condition: boolean, detail: string): asserts condition {
  if (!condition) throw new CleanError('damaged', detail);
}
