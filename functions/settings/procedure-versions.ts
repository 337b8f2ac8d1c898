import type { ResponseOf } from '@shared/contracts/contract.js';
import type { getProcedure } from '@shared/contracts/settings/get-procedure.js';
import type { ProcedureFacts } from '@shared/documents/procedure-document.js';
import { isUnassignedCategory } from '@shared/domain/setup.js';
import { packageOf } from '@shared/domain/packages.js';
import { inForceFrom, procedureStatus } from '@shared/domain/procedure.js';
import { procedureTexts } from '@shared/messages/procedure.js';
import { toCategorySummary } from '../categories/views.js';
import { listCategoryRecords } from '../data/categories.js';
import { listProcedureVersions, type ProcedureVersionRecord } from '../data/procedures.js';
import { listStaffUsers } from '../data/staff-users.js';
import { channelsOf, voiceMessagesOffered } from '../data/tenant-settings.js';
import type { Tenant } from '../data/tenants.js';
import { appLinks } from '../lib/app-links.js';
import { HttpError } from '../lib/http-error.js';

/**
 * What the procedure prints, as the organisation's data stands: Settings, and for each category
 * whether anyone is assigned (by the categories table's rule) — never who.
 */
export async function procedureFacts(tenant: Tenant): Promise<ProcedureFacts> {
  const [records, staff] = await Promise.all([listCategoryRecords(tenant.tenantId), listStaffUsers(tenant.tenantId)]);
  const pkg = packageOf(tenant.licence);
  const { phone, email } = channelsOf(tenant);
  return {
    company: {
      name: tenant.name,
      address: tenant.address ?? '',
      zipCode: tenant.zipCode ?? '',
      city: tenant.city ?? '',
      nip: tenant.nip ?? null,
    },
    formUrl: appLinks.form(tenant.alias),
    email: pkg.emailChannel ? { address: email.enabled ? email.address : null } : null,
    phone: pkg.phoneChannel && phone.enabled ? { number: phone.phoneNumber, pin: phone.pin } : null,
    voiceMessages: voiceMessagesOffered(tenant),
    categories: records
      .map((record) => toCategorySummary(record, staff))
      .map((category) => ({ name: category.name, assigned: !isUnassignedCategory(category) })),
    externalChannelsNote: tenant.externalChannelsNote?.text ?? null,
  };
}

type VersionView = ResponseOf<typeof getProcedure>['versions'][number];

export function versionView(
  record: ProcedureVersionRecord,
  all: readonly ProcedureVersionRecord[],
  now: Date,
): VersionView {
  return {
    version: record.version,
    status: procedureStatus(record, all, now),
    createdAt: record.createdAt,
    revision: record.revision,
    edits: record.edits,
    details: record.details,
    consultation: record.consultation,
    publishedOn: record.publishedOn,
    inForceFrom: record.publishedOn ? inForceFrom(record.publishedOn) : null,
    document: record.document,
  };
}

/** One version of the caller's organisation with all of them (the lifecycle needs the others); 404 when none. */
export async function requireProcedureVersion(
  tenantId: string,
  version: number,
): Promise<{ record: ProcedureVersionRecord; all: ProcedureVersionRecord[] }> {
  const all = await listProcedureVersions(tenantId);
  const record = all.find((candidate) => candidate.version === version);
  if (!record) throw new HttpError('NOT_FOUND', procedureTexts.notFound);
  return { record, all };
}
