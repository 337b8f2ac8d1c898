import { reportListTexts, registerTexts } from '@shared/messages/report-lists.js';
import { MessagesTable } from './components/messages-table.js';
import { RegisterTable } from './components/register-table.js';
import { ReportsScreen } from './components/reports-screen.js';
import { StateReportsTable, stateTitles } from './components/state-reports-table.js';

/** Report lists, 'Wiadomości' and the register: one chunk, loaded by the router. */
export function NewReportsPage() {
  return (
    <ReportsScreen title={stateTitles.new} titledByTable>
      <StateReportsTable state="new" headingOrder={1} />
    </ReportsScreen>
  );
}

export function OpenReportsPage() {
  return (
    <ReportsScreen title={stateTitles.open} titledByTable>
      <StateReportsTable state="open" headingOrder={1} />
    </ReportsScreen>
  );
}

export function ArchivedReportsPage() {
  return (
    <ReportsScreen title={stateTitles.archived} titledByTable>
      <StateReportsTable state="archived" headingOrder={1} />
    </ReportsScreen>
  );
}

/** 'Wszystkie zgłoszenia': three tables, each with its own paging and total. */
export function AllReportsPage() {
  return (
    <ReportsScreen title={reportListTexts.allTitle}>
      <StateReportsTable state="new" />
      <StateReportsTable state="open" />
      <StateReportsTable state="archived" />
    </ReportsScreen>
  );
}

export function MessagesPage() {
  return (
    <ReportsScreen title={reportListTexts.messagesTitle} titledByTable>
      <MessagesTable />
    </ReportsScreen>
  );
}

export function RegisterPage() {
  return (
    <ReportsScreen title={registerTexts.title} titledByTable>
      <RegisterTable />
    </ReportsScreen>
  );
}
