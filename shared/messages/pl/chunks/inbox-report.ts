/** What the inbox shows once the reporter is in, in Polish, the source: fetched with the inbox, never by the form or the logins' first load. */
export {
  inboxRefusalTexts,
  inboxReportTexts,
  messageTexts,
  oralReportTexts,
  phoneProtocolTexts,
} from '../../inbox-report.js';
