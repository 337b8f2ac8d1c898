import { onTestFinished, vi } from 'vitest';

/**
 * Downloads a screen makes through a Blob URL and a link's click, caught for the test: the Blobs
 * in order, and the clicks (their links are `click.mock.contexts`). Undone when the test ends.
 */
export function captureDownloads() {
  const saved: Blob[] = [];
  const urls = URL as unknown as Record<'createObjectURL' | 'revokeObjectURL', unknown>;
  urls.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return `blob:download-${saved.length}`;
  });
  urls.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  onTestFinished(() => {
    delete urls.createObjectURL;
    delete urls.revokeObjectURL;
    click.mockRestore();
  });
  return { saved, click };
}
