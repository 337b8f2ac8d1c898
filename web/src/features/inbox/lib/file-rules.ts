import { extensionOf, reportAttachmentExtensions } from '@shared/domain/files.js';
import { inboxLimits } from '@shared/domain/inbox.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { fileTexts } from '@shared/messages/files.js';
import { formTexts } from '@shared/messages/form.js';
import type { AttachmentRules } from '../../../components/message-composer.js';

/**
 * The reporter's message attachments (doc 2 §5): the report form's types (never Outlook msg),
 * 30 MB per file and for the sum of one message; a second file of a name already on the list is
 * ignored.
 */
export const inboxAttachmentRules: AttachmentRules = {
  accept: reportAttachmentExtensions.map((extension) => `.${extension}`).join(','),
  addFiles(current, picked) {
    const files = [...current];
    let total = files.reduce((sum, file) => sum + file.size, 0);
    let error: string | null = null;
    for (const file of picked) {
      if (files.some((existing) => existing.name === file.name)) continue;
      const extension = extensionOf(file.name);
      let refusal: string | null = null;
      if (extension === 'msg') refusal = inboxTexts.msgNotAccepted;
      else if (!(reportAttachmentExtensions as readonly string[]).includes(extension)) refusal = fileTexts.unsupportedReportAttachment;
      else if (file.size > inboxLimits.attachmentMaxBytes || total + file.size > inboxLimits.messageFilesMaxBytes) refusal = fileTexts.tooLarge30;
      else if (files.length >= inboxLimits.messageFilesMax) refusal = formTexts.tooManyFiles(inboxLimits.messageFilesMax);
      if (refusal) {
        error ??= refusal;
        continue;
      }
      files.push(file);
      total += file.size;
    }
    return { files, error };
  },
};
