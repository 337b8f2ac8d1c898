import type { ResponseOf } from '@shared/contracts/contract.js';
import type { getSettings } from '@shared/contracts/settings/get-settings.js';
import { packageOf } from '@shared/domain/packages.js';
import { defaultSecuritySettings } from '@shared/domain/settings.js';
import { hasPermission, type StaffRights } from '@shared/domain/staff-user.js';
import { isLicenceActive } from '@shared/domain/tenant.js';
import type { CategoryRecord } from '../data/categories.js';
import type { AcknowledgementTemplate } from '../data/acknowledgement-templates.js';
import { channelsOf, generatedAliasOf, rulesOf, settingsFileOf, voiceMessagesOf } from '../data/tenant-settings.js';
import type { SettingsFile, Tenant } from '../data/tenants.js';
import { reportsMailDomain } from '../lib/reports-mail-domain.js';

const fileView = (file: SettingsFile | null) => (file ? { id: file.fileId, name: file.name, size: file.size } : null);

/** Settings as the cards show them, from the tenant item and its categories. */
export function settingsView(
  tenant: Tenant,
  categories: readonly CategoryRecord[],
  user: StaffRights,
  acknowledgementTemplate: AcknowledgementTemplate | null,
  now = new Date(),
): ResponseOf<typeof getSettings> {
  const pkg = packageOf(tenant.licence);
  const channels = channelsOf(tenant);
  const choices = categories.map((category) => ({ id: category.categoryId, name: category.name }));
  const choice = (categoryId: string | null) => choices.find((category) => category.id === categoryId) ?? null;
  const generatedAlias = generatedAliasOf(tenant);
  return {
    company: {
      companyName: tenant.name,
      companyAddress: tenant.address ?? '',
      companyZipCode: tenant.zipCode ?? '',
      companyCity: tenant.city ?? '',
      nip: tenant.nip ?? null,
      isActive: isLicenceActive(tenant.licence, now),
      validTo: tenant.licence.validTo,
      packageName: pkg.name,
    },
    logo: fileView(settingsFileOf(tenant, 'logo')),
    form: { alias: tenant.alias, generatedAlias, isCustom: tenant.alias !== generatedAlias },
    accessibilityStatement: fileView(settingsFileOf(tenant, 'statement')),
    channels: {
      phoneAvailable: pkg.phoneChannel,
      emailAvailable: pkg.emailChannel,
      phone: {
        enabled: channels.phone.enabled,
        category: choice(channels.phone.categoryId),
        phoneNumber: channels.phone.phoneNumber,
        pin: channels.phone.pin,
      },
      email: {
        enabled: channels.email.enabled,
        category: choice(channels.email.categoryId),
        address: channels.email.address,
        receivingDomain: reportsMailDomain(),
      },
      categories: choices,
    },
    security: tenant.security ?? defaultSecuritySettings,
    voiceMessages: { ...voiceMessagesOf(tenant), available: pkg.voiceMessages },
    externalChannelsNote: tenant.externalChannelsNote ?? null,
    rules: {
      acknowledgement: {
        enabled: rulesOf(tenant).acknowledgement.enabled,
        version: acknowledgementTemplate?.version ?? null,
        texts: acknowledgementTemplate?.texts ?? null,
      },
      escalation: rulesOf(tenant).escalation,
    },
    canEdit: hasPermission(user, 'mainAdministrator'),
  };
}
