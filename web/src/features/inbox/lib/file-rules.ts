import { extensionOf, reportAttachmentExtensions, staffAttachmentsFit } from '@shared/domain/files.js';
import type { Translation } from '@shared/messages/catalogue.js';
import type { inboxTexts } from '@shared/messages/conversation.js';
import type { fileTexts } from '@shared/messages/files.js';
import type { AttachmentRules } from '@/components/message-composer.js';

/**
 * The reporter's message attachments: the report form's types, never an Outlook msg;
 * 30 MB per file and for the sum of one message (the server's own limit of every report file);
 * a second file of a name already on the list is ignored. Refusals in the language shown (`texts`).
 */
export function inboxAttachmentRules(texts: {
  inbox: Translation<typeof inboxTexts>;
  files: Translation<typeof fileTexts>;
}): AttachmentRules {
  return {
    accept: reportAttachmentExtensions.map((extension) => `.${extension}`).join(','),
    async addFiles(current, picked) {
      const files = [...current];
      let error: string | null = null;
      for (const file of picked) {
        if (files.some((existing) => existing.name === file.name)) continue;
        const extension = extensionOf(file.name);
        let refusal: string | null = null;
        if (extension === 'msg') refusal = texts.inbox.msgNotAccepted;
        else if (!(reportAttachmentExtensions as readonly string[]).includes(extension))
          refusal = texts.files.unsupportedReportAttachment(
            reportAttachmentExtensions.map((known) => known.toUpperCase()),
          );
        else if (!staffAttachmentsFit([...files, file].map((chosen) => chosen.size))) refusal = texts.files.tooLarge30;
        if (refusal) error ??= refusal;
        else files.push(file);
      }
      return { files, error };
    },
  };
}
