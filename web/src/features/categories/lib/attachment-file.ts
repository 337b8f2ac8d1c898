import { fileLimits } from '@shared/domain/files.js';
import { categoryAttachmentKinds, kindForName } from '@shared/domain/file-kinds.js';
import { fileTexts } from '@shared/messages/files.js';
import { categoryPanelTexts } from '@shared/messages/categories.js';

/**
 * The browser's checks before anything is sent (docs/features.md, "Limits and rules"): the Polish alert, or null when
 * the file may go.
 */
export function attachmentFileProblem(file: File): string | null {
  if (file.size > fileLimits.attachmentMaxBytes) return fileTexts.tooLarge30;
  if (!kindForName(file.name, categoryAttachmentKinds)) return fileTexts.unsupportedCategoryAttachment;
  if (file.size === 0) return categoryPanelTexts.emptyFile;
  return null;
}

/** What the file picker offers: the allowed extensions (the check above still runs). */
export const attachmentAccept = categoryAttachmentKinds
  .flatMap((kind) => kind.extensions.map((ext) => `.${ext}`))
  .join(',');
