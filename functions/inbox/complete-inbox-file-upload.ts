import { completeInboxFileUpload } from '@shared/contracts/inbox/complete-inbox-file-upload.js';
import { fileUploadTexts } from '@shared/messages/audit.js';
import { fileTexts } from '@shared/messages/files.js';
import { byReporter, logEntryWrite } from '../data/audit-log.js';
import { voiceMessagesOffered } from '../data/tenant-settings.js';
import { reporterFilesScanned } from '../lib/file-scan.js';
import { badRequest } from '../lib/http-error.js';
import { defineHandler } from '../lib/handler.js';
import { toMessageFile } from '../reports/conversation.js';
import { completeReportFileUpload } from '../reports/report-file-upload.js';
import { inboxIdentifier, requireInboxReport, requireWritable } from './inbox-access.js';

/** The message's attachment is checked and listed with the message (logged as the reporter's). */
export const handler = defineHandler(completeInboxFileUpload, async ({ params, body, caller, time }) => {
  const { report, tenant } = await requireInboxReport(caller);
  requireWritable(report, tenant);
  // A voice message only where the organisation offers them (its marker is all the server sees of one).
  if (body.voice && !voiceMessagesOffered(tenant)) throw badRequest(fileTexts.voiceNotOffered);
  const file = await completeReportFileUpload(
    { report, kind: 'reporter', messageId: params.messageId, uploaderId: null, scan: reporterFilesScanned(tenant) },
    {
      fileId: params.fileId,
      name: body.name,
      scanKey: body.scanKey,
      voice: body.voice,
      log: logEntryWrite(
        byReporter(report.tenantId, report.reportId),
        'report.message.fileAdded',
        inboxIdentifier(report),
      ),
      infectedLog: (signature) =>
        logEntryWrite(
          byReporter(report.tenantId, report.reportId),
          'file.infected',
          fileUploadTexts.message(inboxIdentifier(report)),
          signature,
        ),
    },
    time,
  );
  return toMessageFile(file);
});
