import { metadataKindTexts, metadataTexts } from '@shared/messages/metadata.js';
import type { CleanOutcome } from '@shared/metadata/outcome.js';
import { cleaningSummary } from '@/lib/metadata-summary.js';

/**
 * The files of a forwarding bundle cleaned of identifying metadata before they are zipped, as
 * every file staff send out is (docs/features.md, "Metadata removal"): the reporter's files (one
 * sent as it was, after the reporter's warning, still carries its metadata) and the team's own
 * private files, whose metadata names the handler. Each in a worker of its own, one at a time; a
 * file that cannot be cleaned goes as it is, and the summary says so.
 */

export interface CleanedBundleFile {
  name: string;
  content: Blob;
  /** What the summary says of the file's metadata ('Usunięto: …', or why nothing could be). */
  metadata: string;
}

type Clean = (file: Blob) => Promise<CleanOutcome>;

/** `clean` is the worker's cleaning (`cleanInWorker`), loaded only when a bundle is built; a test gives its own. */
export async function cleanBundleFiles(
  files: readonly { name: string; content: Blob }[],
  clean?: Clean,
): Promise<CleanedBundleFile[]> {
  const cleanFile = clean ?? (await import('@/lib/metadata-cleaning.js')).cleanInWorker;
  const cleaned: CleanedBundleFile[] = [];
  for (const file of files) {
    const outcome = await cleanFile(file.content);
    cleaned.push({
      name: file.name,
      content: outcome.status === 'cleaned' ? new Blob([outcome.bytes], { type: file.content.type }) : file.content,
      metadata: cleaningSummary(outcome, metadataTexts, metadataKindTexts).result,
    });
  }
  return cleaned;
}
