import type { Translation } from '../catalogue.js';
import type { externalChannelTexts as polish } from '../external-channels.js';

/** The external channels explained, in English (the Polish source: ../external-channels.ts). */
export const externalChannelTexts = {
  title: 'Reporting externally',
  intro:
    'You may also report a breach outside the organisation, without reporting it internally first. Such an external report gives you the same protection.',
  ombudsman:
    'The Commissioner for Human Rights (Rzecznik Praw Obywatelskich) accepts external reports and passes them to the authority competent to follow them up:',
  authorities:
    'A public authority (for example the National Labour Inspectorate, the Office of Competition and Consumer Protection or the public prosecutor) accepts external reports on matters within its remit.',
  euBodies:
    'Breaches of European Union law may also be reported to the institutions, bodies, offices and agencies of the European Union (for example the European Anti-Fraud Office, OLAF).',
  organisationNote: 'Information from the organisation',
  organisationNoteInPolish: 'The organisation gave this information in Polish only.',
  procedure: (version: string, inForceFrom: string) =>
    `The organisation's internal reporting procedure (version ${version}, in force since ${inForceFrom}; PDF in Polish)`,
} as const satisfies Translation<typeof polish>;
