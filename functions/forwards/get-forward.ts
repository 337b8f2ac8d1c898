import { getForward } from '@shared/contracts/forwards/get-forward.js';
import { defineHandler } from '../lib/handler.js';
import { forwardView, requireForwardableReport, requireSentForward } from './forward-access.js';

/** The spec's per-row "refresh external status": the forward as SES events left it. */
export const handler = defineHandler(getForward, async ({ params, caller }) => {
  const report = await requireForwardableReport(caller, params.reportId);
  return forwardView(await requireSentForward(report, params.forwardId));
});
