import { randomUUID } from 'node:crypto';
import { optionalEnv } from '../../lib/env.js';
import { fa3Problems } from './fa3-structure.js';

/**
 * Sending e-invoices to KSeF goes through this adapter; the operator chooses what it does with
 * KSEF_MODE:
 * - `local` (the default, and the only mode written so far): the stand-in checks the document's
 *   structure (fa3-structure.ts says how far) and records the result; nothing leaves the
 *   deployment. The files stay in the bucket for the accountant to send.
 * - `off`: nothing is checked or sent.
 * A client of KSeF's own API (authorisation with a KSeF token, an encrypted session, sending,
 * fetching the KSeF number and UPO) needs that network and a taxpayer's credentials; it is not
 * written, and a deployment asking for it fails loudly rather than pretend to send.
 */
export interface EInvoiceResult {
  status: 'validated' | 'rejected' | 'sent';
  reference: string | null;
  errors: string[];
}

export async function sendEInvoice(xml: string): Promise<EInvoiceResult | null> {
  const mode = optionalEnv('KSEF_MODE') ?? 'local';
  if (mode === 'off') return null;
  if (mode !== 'local') throw new Error(`KSEF_MODE ${mode} is not supported: only local (the stand-in) and off`);
  const errors = fa3Problems(xml);
  return errors.length
    ? { status: 'rejected', reference: null, errors }
    : { status: 'validated', reference: `LOCAL-${randomUUID()}`, errors: [] };
}
