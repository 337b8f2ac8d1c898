import { categoryStatus } from '@shared/domain/category.js';
import { submissionTexts } from '@shared/messages/submission.js';
import { isLicenceActive } from '@shared/domain/tenant.js';
import { getCategoryRecord, type CategoryRecord } from '../data/categories.js';
import { getTenant, getTenantIdByAlias, type Tenant } from '../data/tenants.js';
import { HttpError, notFound } from '../lib/http-error.js';

/**
 * The organisation behind a public form: 404 when unknown, 409 when its licence expired. Only
 * the organisation's current alias (any letter case) opens its form: a chosen alias moves the
 * form at once, and the generated alias, still reserved for the organisation, no longer answers.
 */
export async function requireOpenForm(alias: string): Promise<Tenant> {
  return (await requireOpenFormWith(alias, async () => null)).tenant;
}

/**
 * `requireOpenForm`, with what the endpoint reads of the organisation (`read`, given its id)
 * read beside the organisation instead of after it; nothing of it is used unless the form is
 * open (a read that fails where the form is not open answers as the form would).
 */
export async function requireOpenFormWith<T>(
  alias: string,
  read: (tenantId: string) => Promise<T>,
): Promise<{ tenant: Tenant; data: T }> {
  const tenantId = await getTenantIdByAlias(alias);
  const [tenant, data] = tenantId
    ? await Promise.all([
        getTenant(tenantId),
        read(tenantId).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        ),
      ])
    : [null, null];
  if (!tenant || tenant.alias.toLowerCase() !== alias.toLowerCase()) throw notFound(submissionTexts.formNotFound);
  if (!isLicenceActive(tenant.licence)) throw new HttpError('FORM_BLOCKED');
  if (!data || 'error' in data) throw data?.error;
  return { tenant, data: data.value };
}

/** Only visible, active categories are part of the public form. */
export const isPublicCategory = (category: CategoryRecord): boolean =>
  category.visible && category.status === categoryStatus.active;

export async function requirePublicCategory(tenantId: string, categoryId: string): Promise<CategoryRecord> {
  const category = await getCategoryRecord(tenantId, categoryId);
  if (!category || !isPublicCategory(category)) throw notFound(submissionTexts.categoryNotFound);
  return category;
}
