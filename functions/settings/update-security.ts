import { updateSecurity } from '@shared/contracts/settings/update-security.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { securityWrite } from '../data/tenant-settings.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';

/**
 * Save security settings: the two antivirus toggles and the required second factor, stored per organisation. The
 * public form's finalise scans reporters' files while theirs is on; administrators' files are
 * not scanned yet (Settings says so).
 */
export const handler = defineHandler(updateSecurity, async ({ body, caller }) => {
  await transact([
    securityWrite(caller.tenant.tenantId, {
      adminFilesAntivirusScan: body.adminFilesAntivirusScan,
      reporterFilesAntivirusScan: body.reporterFilesAntivirusScan,
      requireSecondFactor: body.requireSecondFactor,
    }),
    logEntryWrite(byStaff(caller), 'settings.security.changed'),
  ]);
  return { ok: true as const };
});
