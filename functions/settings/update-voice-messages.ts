import { updateVoiceMessages } from '@shared/contracts/settings/update-voice-messages.js';
import { packageOf } from '@shared/domain/packages.js';
import { voiceMessageSettingsTexts } from '@shared/messages/settings.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { voiceMessagesWrite } from '../data/tenant-settings.js';
import { getTenant } from '../data/tenants.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { forbidden, notFound } from '../lib/http-error.js';

/**
 * Save the voice messages' settings (issue #32), logged. Enabling them outside the package is a
 * 403, like the phone and e-mail types; switching them off, or changing the policy and the limit
 * while off, is always allowed.
 */
export const handler = defineHandler(updateVoiceMessages, async ({ body, caller }) => {
  const tenant = await getTenant(caller.tenant.tenantId, { consistent: true });
  if (!tenant) throw notFound();
  if (body.enabled && !packageOf(tenant.licence).voiceMessages) throw forbidden(voiceMessageSettingsTexts.notInPackage);
  await transact([
    voiceMessagesWrite(tenant.tenantId, {
      enabled: body.enabled,
      disguise: body.disguise,
      maxMinutes: body.maxMinutes,
    }),
    logEntryWrite(byStaff(caller), 'settings.voiceMessages.changed'),
  ]);
  return { ok: true as const };
});
