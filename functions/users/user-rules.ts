import type { StaffUserInput } from '@shared/contracts/users/schemas.js';
import type { PackageDefinition } from '@shared/domain/packages.js';
import { staffUserRuleBroken, staffUserType } from '@shared/domain/staff-user.js';
import { userTexts } from '@shared/messages/users.js';
import type { StaffUserChanges } from '../data/staff-users.js';
import { badRequest } from '../lib/http-error.js';

/**
 * The form's values as they are stored, once the rules that need the package hold (400 naming
 * the field otherwise): SMS two-step login only with a valid phone and in a package that has it;
 * an administrator always active. An auditor never writes to a report, so never forwards one.
 */
export function checkedChanges(input: StaffUserInput, pkg: PackageDefinition): StaffUserChanges {
  switch (staffUserRuleBroken(input, pkg.smsLogin)) {
    case 'smsNotInPackage':
      throw badRequest(userTexts.smsNotInPackage, { smsAuthorization: userTexts.smsNotInPackage });
    case 'smsNeedsPhone':
      throw badRequest(userTexts.smsNeedsPhone, { smsAuthorization: userTexts.smsNeedsPhone });
    case 'administratorInactive':
      throw badRequest(userTexts.administratorAlwaysActive, { status: userTexts.administratorAlwaysActive });
    default:
      return { ...input, canExternalSend: input.type !== staffUserType.auditor && input.canExternalSend };
  }
}
