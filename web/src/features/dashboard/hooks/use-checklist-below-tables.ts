import { useState } from 'react';
import { isSetupHalfDone } from '@shared/domain/setup.js';
import { useSetupChecklist } from '../api/get-setup-checklist.js';

/**
 * Whether 'Pierwsze kroki' stands below the two report tables: once half the steps are done the
 * reports come first. Decided by the checklist as it was when the dashboard opened and kept for
 * the visit, so marking a step never moves the list (and the control just used) away from under
 * the person's eyes; the next visit places it anew. Above the tables while it loads.
 */
export function useChecklistBelowTables(enabled: boolean): boolean {
  const query = useSetupChecklist({ queryConfig: { enabled } });
  const [below, setBelow] = useState<boolean | null>(null);
  if (below === null && query.data) setBelow(isSetupHalfDone(query.data));
  return below ?? false;
}
