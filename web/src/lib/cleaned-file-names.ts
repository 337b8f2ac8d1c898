import { extensionOf } from '@shared/domain/files.js';
import { bytesToSend, type CleanedAttachment } from './use-file-cleaning.js';

/* What the list of added files works out (loaded with the list, not with the page). */

/** The size of what goes (while cleaning, of the file as added). */
export const sizeToSend = (item: CleanedAttachment): number => {
  const bytes = bytesToSend(item);
  return bytes instanceof Blob ? bytes.size : bytes.length;
};

/**
 * A new name for a file: what the person typed, trimmed, with the file's own extension kept (the
 * type is what the file is; the receiver opens it by it). Null when nothing is left to name it,
 * or another file on the list already has the name.
 */
export function renamedFile(original: string, typed: string, others: readonly CleanedAttachment[]): string | null {
  const extension = extensionOf(original);
  const base = typed.trim().replace(/[/\\]/g, '_');
  if (base === '' || base === `.${extension}`) return null;
  const name = extension && extensionOf(base) !== extension ? `${base}.${extension}` : base;
  return others.some((other) => other.file.name !== original && other.name === name) ? null : name;
}
