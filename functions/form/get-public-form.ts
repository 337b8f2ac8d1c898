import { getPublicForm } from '@shared/contracts/form/get-public-form.js';
import { packageOf } from '@shared/domain/packages.js';
import { versionInForce } from '@shared/domain/procedure.js';
import { LOGO_CONTENT_TYPE } from '@shared/domain/settings.js';
import { presignDownload } from '../adapters/s3.js';
import { listCategoryFiles, listCategoryRecords } from '../data/categories.js';
import { channelsOf, settingsFileOf, voiceMessagesOf, voiceMessagesOffered } from '../data/tenant-settings.js';
import { defineHandler } from '../lib/handler.js';
import { isPublicCategory, requireOpenFormWith } from './public-tenant.js';

/**
 * The form's categories, logo (a short-lived address the page fetches at once), whether an
 * accessibility statement exists, and the channel information, as Settings set them.
 */
export const handler = defineHandler(getPublicForm, async ({ params }) => {
  const { tenant, data: records } = await requireOpenFormWith(params.alias, listCategoryRecords);
  const categories = records.filter(isPublicCategory);
  const withFiles = await Promise.all(
    categories.map(async (category) => ({
      id: category.categoryId,
      name: category.name,
      anonymous: category.anonymous,
      files: category.files,
      attachments: category.attachmentsCount
        ? (await listCategoryFiles(tenant.tenantId, category.categoryId)).map((file) => ({
            id: file.fileId,
            name: file.name,
          }))
        : [],
      ...(category.translations ? { translations: category.translations } : {}),
    })),
  );
  const logo = settingsFileOf(tenant, 'logo');
  // A type is shown only while the package includes it and it is enabled with what a reporter needs.
  const pkg = packageOf(tenant.licence);
  const { phone, email } = channelsOf(tenant);
  const phoneEnabled = pkg.phoneChannel && phone.enabled && !!phone.phoneNumber && !!phone.pin;
  const mailEnabled = pkg.emailChannel && email.enabled && !!email.address;
  return {
    company: tenant.name,
    categories: withFiles,
    phoneEnabled,
    mailEnabled,
    phoneNumber: phoneEnabled ? phone.phoneNumber : null,
    pin: phoneEnabled ? phone.pin : null,
    customEmail: mailEnabled ? email.address : null,
    logo: logo ? { url: await presignDownload(logo.s3Key, undefined, LOGO_CONTENT_TYPE) } : null,
    filesScanned: tenant.security?.reporterFilesAntivirusScan ?? false,
    showAccessibilityStatement: settingsFileOf(tenant, 'statement') !== null,
    externalChannelsNote: tenant.externalChannelsNote ?? null,
    voiceMessages: voiceMessagesOffered(tenant)
      ? { disguise: voiceMessagesOf(tenant).disguise, maxMinutes: voiceMessagesOf(tenant).maxMinutes }
      : null,
    procedure: versionInForce(tenant.procedurePublications ?? []),
  };
});
