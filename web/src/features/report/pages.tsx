/** A single report (the spec's Signal route), loaded as one chunk by the router. */
export { ReportPage } from './components/report-page.js';
export type { ConversationBoardProps, ConversationSlot } from './components/report-page.js';
