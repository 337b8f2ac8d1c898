import type { Translation } from '../catalogue.js';
import type { formReceiptTexts as polish } from '../form-receipt.js';

/** The success modal's offer of the signed receipt, in English (the Polish source: ../form-receipt.ts). */
export const formReceiptTexts = {
  download: 'Download the proof of submission (PDF)',
  hint: 'The proof, signed by Ostoja, shows that and when the report was made, without its content and without the password. You can show it, e.g., to a court or the Polish Ombudsman (RPO); anyone can check it at /verify. The proof is in Polish.',
  failed: 'The proof could not be prepared. Please try again.',
  keepSafe:
    'Keep the proof somewhere safe, preferably on a private device, not a work one: a proof found by someone else shows that it was you who made the report.',
  inboxTitle: 'Proof of submission',
} as const satisfies Translation<typeof polish>;
