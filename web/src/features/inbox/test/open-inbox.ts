import { getInboxReport } from '@shared/contracts/inbox/get-inbox-report.js';
import { getReplyNotice } from '@shared/contracts/inbox/get-reply-notice.js';
import { listInboxMessages } from '@shared/contracts/inbox/list-inbox-messages.js';
import type { InboxReport } from '@shared/contracts/inbox/schemas.js';
import type { AutomaticAcknowledgement } from '@shared/contracts/reports/schemas.js';
import { CONTENT_PURPOSE, encryptContent, generateReportKey } from '@shared/crypto/content.js';
import { writtenProtocolPurpose, type ProtocolState } from '@shared/domain/protocols.js';
import { reportState, type ReportState } from '@shared/domain/report.js';
import { setInboxReportKey, setInboxToken } from '@/lib/inbox-session.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';

/*
 * The inbox as a reporter opens it in a web test: a session of this tab with the report key, the
 * report (a form report with a text field and a ticked box, answered by the organisation) and
 * its conversation answered by msw.
 */

const tenantId = 'tenant-1';
const reportId = '0b9f6a3e-8c1d-4f5e-9a7b-2c3d4e5f6a7b';

/** A phone report's receipt as the server signs it (the inbox does not check the signature). */
export const signedReceiptFixture: InboxReport['receipt'] = {
  v: 1,
  organisation: 'Fundacja Łąka',
  identifier: 'K7QM-3XPA-9B',
  receivedAt: '2026-11-20T09:00:00.000Z',
  channel: 'phone',
  digest: 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg',
  kid: 'AbCdEfGhIjKlMnOp',
  signature: 'c2lnbmF0dXJl',
};

export async function openInbox(
  overrides: {
    state?: ReportState;
    licenceActive?: boolean;
    acknowledgedAt?: string | null;
    phoneProtocol?: InboxReport['phoneProtocol'];
    /** A voice message's transcript staff wrote (encrypted here with the report key); default: none. */
    voiceProtocol?: { text: string; state: ProtocolState; version: number };
    /** When the reporter asked for a meeting (default: never). */
    meetingRequestedAt?: string | null;
    filesScanned?: boolean;
    type?: InboxReport['type'];
    messagesFail?: boolean;
    receipt?: InboxReport['receipt'];
    /** The organisation's text under 'Zgłoszenie zewnętrzne' (default: none). */
    externalChannelsNote?: InboxReport['externalChannelsNote'];
    /** The rule's acknowledgement at receipt the conversation starts with (default: none). */
    automaticAcknowledgement?: AutomaticAcknowledgement;
    /** The notice of replies the server has for the report (default: none). */
    replyNotice?: { channel: 'email' | 'sms'; masked: string; setAt: string } | null;
    /** Where the inbox opens (a `?lang=` picks its language). */
    path?: string;
    /** When personal data irrelevant to the case was last deleted (default: never). */
    personalDataRemovedAt?: string | null;
    /** Voice messages the organisation offers (default: none). */
    voiceMessages?: InboxReport['voiceMessages'];
  } = {},
) {
  const reportKey = await generateReportKey();
  const fieldId = 'f1';
  const report: InboxReport = {
    tenantId,
    reportId,
    identifier: 'K7QM-3XPA-9B',
    type: overrides.type ?? 1,
    state: overrides.state ?? reportState.open,
    receivedAt: '2026-11-20T09:00:00.000Z',
    acknowledgedAt: overrides.acknowledgedAt === undefined ? '2026-11-21T10:00:00.000Z' : overrides.acknowledgedAt,
    categoryName: 'Zgłoszenia wewnętrzne',
    organisationName: 'Fundacja Łąka',
    licenceActive: overrides.licenceActive ?? true,
    filesScanned: overrides.filesScanned ?? false,
    fieldDefs: [
      { id: fieldId, type: 1, required: true, label: 'Opis naruszenia', options: [] },
      { id: 'f2', type: 3, required: false, label: 'Zgoda na kontakt', options: [] },
    ],
    fields: [
      {
        fieldId,
        value: await encryptContent(reportKey, 'Faktury bez dostawy towaru', {
          tenant: tenantId,
          report: reportId,
          purpose: CONTENT_PURPOSE.field(fieldId),
        }),
      },
      {
        fieldId: 'f2',
        value: await encryptContent(reportKey, 'on', {
          tenant: tenantId,
          report: reportId,
          purpose: CONTENT_PURPOSE.field('f2'),
        }),
      },
    ],
    reporter: null,
    files: [],
    keys: { forReporter: { v: 1, alg: 'A256GCMKW', iv: 'AAAAAAAAAAAAAAAA', ct: 'A'.repeat(64) } },
    phoneProtocol: overrides.phoneProtocol ?? null,
    personalDataRemovedAt: overrides.personalDataRemovedAt ?? null,
    protocols: {
      voice: overrides.voiceProtocol
        ? {
            state: overrides.voiceProtocol.state,
            answeredAt: null,
            version: overrides.voiceProtocol.version,
            writtenAt: '2026-11-23T09:30:00.000Z',
            text: await encryptContent(reportKey, overrides.voiceProtocol.text, {
              tenant: tenantId,
              report: reportId,
              purpose: writtenProtocolPurpose('voice', overrides.voiceProtocol.version),
            }),
          }
        : null,
      meeting: null,
    },
    meetingRequestedAt: overrides.meetingRequestedAt ?? null,
    receipt: overrides.receipt ?? null,
    externalChannelsNote: overrides.externalChannelsNote ?? null,
    voiceMessages: overrides.voiceMessages ?? null,
  };
  const messageId = '00000000-0000-4000-8000-000000000001';
  const reply = await encryptContent(reportKey, 'Dziękujemy, sprawa jest w toku.', {
    tenant: tenantId,
    report: reportId,
    purpose: CONTENT_PURPOSE.message(messageId, 'staff'),
  });
  server.use(
    contractHandler(getInboxReport, () => report),
    contractHandler(getReplyNotice, () => ({ notice: overrides.replyNotice ?? null })),
    contractHandler(listInboxMessages, () =>
      overrides.messagesFail
        ? errorResponse('UNAVAILABLE')
        : {
            messages: [
              { messageId, author: 'staff' as const, sentAt: '2026-11-22T10:00:00.000Z', body: reply, files: [] },
            ],
            automaticAcknowledgement: overrides.automaticAcknowledgement ?? null,
          },
    ),
  );
  setInboxToken('token-1', 900);
  setInboxReportKey(reportKey);
  return Object.assign(render(undefined, { path: overrides.path ?? '/inbox' }), { reportKey, report });
}
