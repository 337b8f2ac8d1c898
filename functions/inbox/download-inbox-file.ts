import { downloadInboxFile } from '@shared/contracts/index.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { presignDownload } from '../adapters/s3.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { requireInboxReport } from './inbox-access.js';

/**
 * A download URL of a file the reporter may see: an attachment of their report (message files
 * follow with the report-file kinds `reply` and `reporter`; never `private`). Any other id is a 404.
 */
export const handler = defineHandler(downloadInboxFile, async ({ params, caller }) => {
  const { report } = await requireInboxReport(caller);
  const file = report.files.find((candidate) => candidate.fileId === params.fileId);
  if (!file) throw notFound(inboxTexts.fileNotFound);
  return { url: await presignDownload(file.s3Key) };
});
