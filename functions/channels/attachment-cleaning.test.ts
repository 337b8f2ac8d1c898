import { describe, expect, it } from 'vitest';
import { emailReportTexts } from '@shared/messages/email-reports.js';
import { cleanAttachments } from './attachment-cleaning.js';

describe('an e-mail’s attachments cleaned at receipt', () => {
  it('keeps a file that cannot be cleaned byte for byte, and the note says so and why', async () => {
    // A JPEG whose first segment claims more bytes than the file has.
    const damaged = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x7f, 0xff, 0x45, 0x78, 0x69, 0x66]);
    const legacy = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const { attachments, note } = await cleanAttachments([
      { name: 'skan.jpg', content: damaged },
      { name: 'stary.doc', content: legacy },
    ]);
    expect(attachments.map((file) => file.content)).toEqual([damaged, legacy]);
    expect(note?.split('\n')).toEqual([
      emailReportTexts.attachmentsCleaningIntro,
      emailReportTexts.attachmentKept('skan.jpg', emailReportTexts.keptBecause.damaged),
      emailReportTexts.attachmentKept('stary.doc', emailReportTexts.keptBecause['legacy-office']),
    ]);
  });

  it('writes no note for a message without attachments', async () => {
    expect(await cleanAttachments([])).toEqual({ attachments: [], note: null });
  });
});
