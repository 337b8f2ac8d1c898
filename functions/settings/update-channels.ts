import { randomFillSync } from 'node:crypto';
import { updateChannels } from '@shared/contracts/settings/update-channels.js';
import { isAtReportsDomain } from '@shared/domain/email-reports.js';
import { packageOf } from '@shared/domain/packages.js';
import { newPhonePin } from '@shared/domain/settings.js';
import { channelTexts } from '@shared/messages/settings.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { getCategoryRecord } from '../data/categories.js';
import {
  PinTakenError,
  channelsOf,
  channelsWrite,
  claimPinWrite,
  claimReportAddressWrite,
  releaseReportAddressWrite,
} from '../data/tenant-settings.js';
import { getTenant, type TenantChannels } from '../data/tenants.js';
import { transact, type TxWrite } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest, forbidden, notFound } from '../lib/http-error.js';
import { reportsMailDomain } from '../lib/reports-mail-domain.js';

/** How many PINs are drawn before giving up (with a million of them, one clash is already rare). */
const PIN_ATTEMPTS = 5;

/**
 * Change additional types (docs/features.md, "Limits and rules"). A type outside the package cannot be enabled (403); a
 * category must be the organisation's own (another's id is a 404). The first enabling of the
 * phone type gives the organisation a PIN, unique across the product, which it then keeps.
 * The e-mail type's address is claimed for the organisation (unique across the product: the
 * e-mail channel finds the organisation by it), a previous one given up, in the same transaction.
 */
export const handler = defineHandler(updateChannels, async ({ body, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const domain = reportsMailDomain();
  if (body.email.address && domain && !isAtReportsDomain(body.email.address, domain)) {
    const message = channelTexts.emailOutsideDomain(domain);
    throw badRequest(message, { 'email.address': message });
  }
  const tenant = await getTenant(tenantId, { consistent: true });
  if (!tenant) throw notFound();
  const pkg = packageOf(tenant.licence);
  if ((body.phone.enabled && !pkg.phoneChannel) || (body.email.enabled && !pkg.emailChannel))
    throw forbidden(channelTexts.notInPackage);
  for (const categoryId of [body.phone.categoryId, body.email.categoryId]) {
    if (categoryId && !(await getCategoryRecord(tenantId, categoryId))) throw notFound(channelTexts.categoryNotFound);
  }
  const current = channelsOf(tenant);
  for (let attempt = 1; ; attempt++) {
    const pin = current.phone.pin ?? (body.phone.enabled ? newPhonePin((values) => randomFillSync(values)) : null);
    const channels: TenantChannels = {
      phone: {
        enabled: body.phone.enabled,
        categoryId: body.phone.categoryId,
        phoneNumber: body.phone.phoneNumber,
        pin,
      },
      email: { enabled: body.email.enabled, categoryId: body.email.categoryId, address: body.email.address },
    };
    const writes: TxWrite[] = [
      channelsWrite(tenantId, channels, current.phone.pin),
      logEntryWrite(byStaff(caller), 'settings.channels.changed'),
    ];
    if (pin && pin !== current.phone.pin) writes.unshift(claimPinWrite(tenantId, pin));
    const [before, after] = [current.email.address?.toLowerCase() ?? null, channels.email.address];
    if (after) writes.push(claimReportAddressWrite(tenantId, after));
    if (before && before !== after) writes.push(releaseReportAddressWrite(tenantId, before));
    try {
      await transact(writes);
      return { ok: true as const };
    } catch (error) {
      if (!(error instanceof PinTakenError) || attempt === PIN_ATTEMPTS) throw error;
    }
  }
});
