import type { Meeting } from '@shared/contracts/reports/schemas.js';
import { protocolTexts as t } from '@shared/messages/protocols.js';
import { formatDate } from './dates.js';

/** The register's words for a meeting the reporter asked for: when, and its protocol's approval state. */
export const meetingText = (meeting: Meeting | null): string =>
  meeting
    ? t.meetingSummary(
        formatDate(meeting.requestedAt),
        meeting.protocolState ? t.registerState[meeting.protocolState] : null,
      )
    : t.noMeeting;
