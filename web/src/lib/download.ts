/**
 * Follows a link as a click on it would, without leaving the page: a short-lived download
 * address (its answer says "attachment"), a blob URL with the file name to save it under, or
 * an address to open in a new tab.
 */
export function followLink(href: string, options: { download?: string; newTab?: boolean } = {}): void {
  const link = document.createElement('a');
  link.href = href;
  link.rel = 'noopener noreferrer';
  if (options.download) link.download = options.download;
  if (options.newTab) link.target = '_blank';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves text as a file the browser downloads (no server round trip; the blob URL is revoked after). */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  followLink(url, { download: fileName });
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a PDF made in this browser under its file name. */
export function downloadPdfFile(fileName: string, bytes: Uint8Array): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  followLink(url, { download: fileName });
  // Revoked a minute later, not at once: the browser may still be reading it to save.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a CSV document (`lib/csv.ts`) under its file name. */
export function downloadCsvFile(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  followLink(url, { download: fileName });
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
