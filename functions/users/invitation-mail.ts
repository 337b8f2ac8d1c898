import { staffUserLimits } from '@shared/domain/staff-user.js';
import { userTexts } from '@shared/messages/users.js';
import { emailTemplates } from '../adapters/email-templates.js';
import { sendEmail } from '../adapters/ses.js';
import type { StaffUser } from '../data/staff-users.js';
import type { Tenant } from '../data/tenants.js';
import { appLinks } from '../lib/app-links.js';
import { HttpError } from '../lib/http-error.js';
import { log } from '../lib/logger.js';

/**
 * E-mails a user their invitation link. The account is already stored when this runs: a mail
 * that cannot be sent is a 503 that says so (the panel offers 'Wyślij zaproszenie ponownie').
 */
export async function mailInvitation(
  user: Pick<StaffUser, 'email'>,
  token: string,
  tenant: Pick<Tenant, 'name'>,
  invitedBy: Pick<StaffUser, 'name'>,
) {
  try {
    await sendEmail(
      user.email,
      emailTemplates.invitation(
        appLinks.invitation(token),
        tenant.name,
        invitedBy.name,
        staffUserLimits.invitationDays,
      ),
    );
  } catch (error) {
    log.error('invitation e-mail not sent', { reason: error instanceof Error ? error.name : 'unknown' });
    throw new HttpError('UNAVAILABLE', userTexts.invitationNotSent);
  }
}
