/** Recording a phone report (type 2): its own chunk, loaded by the router. */
export { PhoneReportPage } from './components/phone-report-page.js';
