import { packageOf } from '@shared/domain/packages.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import { getCategoryRecord, type CategoryRecord } from '../data/categories.js';
import { channelsOf } from '../data/tenant-settings.js';
import type { StaffCaller } from '../lib/auth.js';
import { conflict, forbidden } from '../lib/http-error.js';
import { mayRespondIn } from './report-access.js';

/**
 * The category a caller records phone reports in: the phone type must be enabled and in the
 * package (409: the organisation's state, not the caller's right), its category chosen and existing (409); the caller must be an administrator or
 * a user who may reply in that category (403). An auditor never gets here (the contract refuses).
 */
export async function requirePhoneCategory(caller: Pick<StaffCaller, 'tenant' | 'user'>): Promise<CategoryRecord> {
  const phone = channelsOf(caller.tenant).phone;
  if (!phone.enabled || !packageOf(caller.tenant.licence).phoneChannel) throw conflict(phoneReportTexts.notEnabled);
  const category = phone.categoryId ? await getCategoryRecord(caller.tenant.tenantId, phone.categoryId) : null;
  if (!category) throw conflict(phoneReportTexts.noCategory);
  if (!mayRespondIn(caller.user, category)) throw forbidden(phoneReportTexts.notAllowed);
  return category;
}
