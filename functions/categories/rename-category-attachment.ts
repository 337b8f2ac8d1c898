import { renameCategoryAttachment } from '@shared/contracts/categories/rename-category-attachment.js';
import { extensionOf } from '@shared/domain/files.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { renameCategoryFileWrite } from '../data/categories.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { attachmentView, requireReadyFile } from './attachment-access.js';

/** Renames an attachment; its extension stays, so its type cannot change by renaming. */
export const handler = defineHandler(renameCategoryAttachment, async ({ params, body, caller }) => {
  const file = await requireReadyFile(caller.tenant.tenantId, params.id, params.fileId);
  const extension = extensionOf(file.name);
  const base =
    extension && extensionOf(body.name) === extension ? body.name.slice(0, -(extension.length + 1)) : body.name;
  const name = extension ? `${base}.${extension}` : base;
  await transact([
    renameCategoryFileWrite(file, name),
    logEntryWrite(byStaff(caller), 'category.attachment.renamed', file.name, name),
  ]);
  return attachmentView({ ...file, name });
});
