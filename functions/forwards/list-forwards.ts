import { listForwards } from '@shared/contracts/forwards/list-forwards.js';
import { listForwards as listForwardRecords } from '../data/forwards.js';
import { defineHandler } from '../lib/handler.js';
import { forwardView, requireForwardableReport } from './forward-access.js';

export const handler = defineHandler(listForwards, async ({ params, caller }) => {
  const report = await requireForwardableReport(caller, params.reportId);
  const now = new Date();
  return {
    forwards: (await listForwardRecords(report.tenantId, report.reportId)).map((forward) => forwardView(forward, now)),
  };
});
