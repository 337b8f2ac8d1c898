import { LogsScreen } from './components/logs-screen.js';

/** /logs: the system log, or one report's log (`?report=`). */
export function LogsPage() {
  return <LogsScreen />;
}
