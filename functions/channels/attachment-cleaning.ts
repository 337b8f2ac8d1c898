import { emailReportTexts } from '@shared/messages/email-reports.js';
import { metadataKindTexts } from '@shared/messages/metadata.js';
import { cleanFile, type CleanOutcome } from '@shared/metadata/index.js';
import type { InboundAttachment } from './email-message.js';

/**
 * An e-mail's attachments cleaned of identifying metadata at receipt, before they are encrypted,
 * by the same cleaners the form runs in the reporter's browser (`shared/metadata`): the server
 * sees the attachments anyway (docs/security.md §6.7). One at a time, so that at most one file's
 * copies are in memory beside the message. What could not be cleaned is kept as it came.
 */

/** The line the report shows for one attachment (staff and the sender read it). */
export function cleaningLine(name: string, outcome: CleanOutcome): string {
  switch (outcome.status) {
    case 'cleaned':
      return outcome.removed.length > 0
        ? emailReportTexts.attachmentCleaned(name, outcome.removed.map((kind) => metadataKindTexts[kind]).join(', '))
        : emailReportTexts.attachmentNothingFound(name);
    case 'nothing-to-clean':
      return emailReportTexts.attachmentNothingToClean(name);
    case 'cannot-clean':
      return emailReportTexts.attachmentKept(name, emailReportTexts.keptBecause[outcome.format]);
    case 'failed':
      return emailReportTexts.attachmentKept(name, emailReportTexts.keptBecause[outcome.reason]);
  }
}

/**
 * The attachments as they are to be stored (cleaned where cleaning worked) and the report's note
 * of what was done to each, in the message's order; no note without attachments.
 */
export async function cleanAttachments(
  attachments: readonly InboundAttachment[],
): Promise<{ attachments: InboundAttachment[]; note: string | null }> {
  const cleaned: InboundAttachment[] = [];
  const lines: string[] = [];
  for (const attachment of attachments) {
    const outcome = await cleanFile(attachment.content);
    cleaned.push(outcome.status === 'cleaned' ? { ...attachment, content: outcome.bytes } : attachment);
    lines.push(cleaningLine(attachment.name, outcome));
  }
  return {
    attachments: cleaned,
    note: lines.length > 0 ? [emailReportTexts.attachmentsCleaningIntro, ...lines].join('\n') : null,
  };
}
