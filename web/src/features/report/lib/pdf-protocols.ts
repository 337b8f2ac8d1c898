import { decryptContentText } from '@shared/crypto/content.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import { reportPdfTexts } from '@shared/messages/report-pdf.js';
import { protocolContext } from '@/components/protocol-text.js';
import { formatDateTime } from '@/lib/dates.js';
import type { ReportDetails } from '../api/get-report.js';
import type { PdfProtocol } from './report-pdf.js';

/**
 * The protocols of an oral report for its PDF (and so a forward's bundle): the voice message's
 * transcript and the meeting's protocol, each with its version and the reporter's answer, the
 * meeting with its request. Their texts are decrypted here; the redacted version (`withTexts`
 * false) leaves them out, since redactions do not reach a protocol's text. The phone protocol's
 * answer is among the basic information already, its text the report's fields.
 */
export async function pdfProtocols(
  report: Pick<ReportDetails, 'reportId' | 'protocols' | 'meeting'> & { tenantId: string },
  reportKey: CryptoKey,
  { withTexts }: { withTexts: boolean },
): Promise<PdfProtocol[]> {
  const written = async (kind: 'voice' | 'meeting', before: string[]): Promise<PdfProtocol> => {
    const protocol = report.protocols[kind];
    if (!protocol)
      return { title: protocolTexts.title[kind], lines: [...before, protocolTexts.none[kind]], text: null };
    const text = withTexts
      ? await decryptContentText(reportKey, protocol.text, protocolContext(report, kind, protocol.version)).catch(
          () => protocolTexts.unreadable,
        )
      : reportPdfTexts.protocolTextOmitted;
    return {
      title: protocolTexts.title[kind],
      lines: [
        ...before,
        protocolTexts.version(protocol.version, formatDateTime(protocol.writtenAt)),
        protocolTexts.state[protocol.state],
      ],
      text,
    };
  };
  return Promise.all([
    ...(report.protocols.voice ? [written('voice', [])] : []),
    ...(report.meeting
      ? [written('meeting', [protocolTexts.meetingRequested(formatDateTime(report.meeting.requestedAt))])]
      : []),
  ]);
}
