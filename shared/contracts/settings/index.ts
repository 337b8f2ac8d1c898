import type { Contract } from '../contract.js';
import { createProcedureVersion } from './create-procedure-version.js';
import { getProcedure } from './get-procedure.js';
import { publishProcedure } from './publish-procedure.js';
import { recordProcedureComments } from './record-procedure-comments.js';
import { startProcedureConsultation } from './start-procedure-consultation.js';
import { updateProcedureDraft } from './update-procedure-draft.js';
import { completeLogoUpload } from './complete-logo-upload.js';
import { completeStatementUpload } from './complete-statement-upload.js';
import { deleteFormAlias } from './delete-form-alias.js';
import { deleteLogo } from './delete-logo.js';
import { deleteStatement } from './delete-statement.js';
import { downloadStatement } from './download-statement.js';
import { getLogo } from './get-logo.js';
import { getSettings } from './get-settings.js';
import { setFormAlias } from './set-form-alias.js';
import { startLogoUpload } from './start-logo-upload.js';
import { startStatementUpload } from './start-statement-upload.js';
import { updateChannels } from './update-channels.js';
import { updateCompanyData } from './update-company-data.js';
import { updateExternalChannelsNote } from './update-external-channels-note.js';
import { updateRules } from './update-rules.js';
import { updateSecurity } from './update-security.js';
import { updateVoiceMessages } from './update-voice-messages.js';

export {
  createProcedureVersion,
  getProcedure,
  publishProcedure,
  recordProcedureComments,
  startProcedureConsultation,
  updateProcedureDraft,
  completeLogoUpload,
  completeStatementUpload,
  deleteFormAlias,
  deleteLogo,
  deleteStatement,
  downloadStatement,
  getLogo,
  getSettings,
  setFormAlias,
  startLogoUpload,
  startStatementUpload,
  updateChannels,
  updateCompanyData,
  updateExternalChannelsNote,
  updateRules,
  updateSecurity,
  updateVoiceMessages,
};

/** Settings: company data, logo, alias, accessibility statement, additional types, security, the text on external reports, the internal reporting procedure. */
export const settingsContracts = [
  getSettings,
  updateCompanyData,
  setFormAlias,
  deleteFormAlias,
  startLogoUpload,
  completeLogoUpload,
  getLogo,
  deleteLogo,
  startStatementUpload,
  completeStatementUpload,
  downloadStatement,
  deleteStatement,
  updateChannels,
  updateSecurity,
  updateExternalChannelsNote,
  updateVoiceMessages,
  updateRules,
  getProcedure,
  createProcedureVersion,
  updateProcedureDraft,
  startProcedureConsultation,
  recordProcedureComments,
  publishProcedure,
] as const satisfies readonly Contract[];
