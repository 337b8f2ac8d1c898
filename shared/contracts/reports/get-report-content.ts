import * as z from 'zod';
import { ZContentEnvelope, ZPublicKeyEnvelope } from '../../crypto/envelopes.js';
import { ZMinimisationMark } from '../../domain/minimisation.js';
import { defineContract } from '../contract.js';
import { ZReportFieldDef, ZReportLabel, ZReportParams, ZReportRow } from './schemas.js';

/**
 * A report's ciphertext for the browser to decrypt with the organisation private key (register
 * fields and CSV now, the report view later): `keys.forOrganisation` opens the report key K, K
 * opens fields (purpose `field/{id}`), reporter data (`reporter`) and file names
 * (`file-name/{id}`); the label is under the metadata key. AAD context: tenantId / reportId.
 */
export const getReportContent = defineContract({
  name: 'get-report-content',
  area: 'reports',
  method: 'GET',
  path: '/api/reports/{reportId}/content',
  auth: { kind: 'staff' },
  summary: "A report's encrypted content and its key wrapped for the organisation.",
  params: ZReportParams,
  response: ZReportRow.extend({
    tenantId: z.string(),
    fieldDefs: z.array(ZReportFieldDef),
    fields: z.array(z.object({ fieldId: z.string(), value: ZContentEnvelope })),
    reporter: ZContentEnvelope.nullable(),
    /** The language the reporter used the form in (purpose `language`); null for other channels and older reports. */
    language: ZContentEnvelope.nullable(),
    /** Whom the reporter asked to be excluded (purpose `exclusion-request`); null: nothing asked. Optional for an older server. */
    exclusionRequest: ZContentEnvelope.nullable().optional(),
    /** `voice`: a voice message's encrypted marker (purpose `file-voice/{id}`); absent for any other file. */
    files: z.array(
      z.object({
        fileId: z.string(),
        name: ZContentEnvelope,
        voice: ZContentEnvelope.optional(),
        size: z.number().int(),
      }),
    ),
    keys: z.object({ forOrganisation: ZPublicKeyEnvelope }),
    /** 'Zaczernienia': the redacted ranges (purpose `redactions`, shared/domain/redactions.ts); null: none. */
    redactions: ZContentEnvelope.nullable(),
    /** Their version: a change names the one it was made on (0: never set). */
    redactionsVersion: z.number().int().min(0),
    /** What staff wrote for the register (purpose `register`, shared/domain/register-record.ts); null: nothing. */
    register: ZContentEnvelope.nullable(),
    /** Its version, as for the redactions. */
    registerVersion: z.number().int().min(0),
    label: ZReportLabel.nullable(),
    /** 'Nieistotne dla sprawy': every mark, pending and carried out (optional: an older server sends none). */
    minimisations: z.array(ZMinimisationMark).optional(),
    /** Their version: a mark names the one it was made on (0: never marked). */
    minimisationVersion: z.number().int().min(0).optional(),
  }),
});
