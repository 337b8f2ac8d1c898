import * as z from 'zod';

/** The first steps of a new organisation (shared/domain/setup.ts), as the checklist shows them. */
export const ZSetupState = z.object({
  categoryCount: z.number().int(),
  unassignedCategories: z.array(z.object({ id: z.string(), name: z.string() })),
  recoveryKeyConfirmed: z.boolean(),
  formLinkCopied: z.boolean(),
  procedurePublished: z.boolean(),
});
