import { extensionOf } from '@shared/domain/files.js';
import { hasStatementExtension, settingsLimits } from '@shared/domain/settings.js';
import { logoTexts, statementTexts } from '@shared/messages/settings.js';

/**
 * What the browser can tell of a picked file before sending it (docs/features.md, "Limits and rules"): its size and its
 * name. Whether it really is a PNG or an HTML document the server checks on the stored bytes.
 */
export function logoProblem(file: File): string | null {
  if (extensionOf(file.name) !== 'png') return logoTexts.notPng;
  return file.size > settingsLimits.logoMaxBytes ? logoTexts.tooLarge : null;
}

export function statementProblem(file: File): string | null {
  if (!hasStatementExtension(file.name)) return statementTexts.notHtml;
  return file.size > settingsLimits.statementMaxBytes ? logoTexts.tooLarge : null;
}

/** What the file pickers offer. */
export const logoAccept = 'image/png,.png';
export const statementAccept = 'text/html,.html,.htm';
