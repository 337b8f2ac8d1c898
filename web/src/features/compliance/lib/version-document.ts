import { PROCEDURE_TITLE, procedureDocument, procedureSubtitle } from '@shared/documents/procedure-document.js';
import type { LegalDocument } from '@shared/documents/legal-document.js';
import type { ProcedureDetails, ProcedureEdits } from '@shared/domain/procedure.js';
import type { ProcedureData, ProcedureVersion } from '../api/procedure.js';

/**
 * A version's document: a draft's generated from the facts as they stand (with the edits and
 * details as typed, not yet saved, when given); a consulted version's as it was fixed.
 */
export function versionDocument(
  data: ProcedureData,
  version: ProcedureVersion,
  draft: { edits: ProcedureEdits; details: ProcedureDetails } = version,
): LegalDocument {
  const heading = {
    version: version.version,
    publishedOn: version.publishedOn,
    inForceFrom: version.inForceFrom,
    consultedOn: version.consultation?.sentOn ?? null,
    today: data.today,
  };
  if (version.document)
    return {
      title: PROCEDURE_TITLE,
      subtitle: procedureSubtitle(data.facts.company.name, heading),
      sections: version.document.sections,
      missing: [],
    };
  return procedureDocument(data.facts, draft.details, draft.edits, heading);
}

/** 'procedura-zgloszen-wewnetrznych-v2' */
export const versionFileBase = (version: number): string => `procedura-zgloszen-wewnetrznych-v${version}`;
