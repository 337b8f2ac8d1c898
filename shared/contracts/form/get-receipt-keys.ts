import { ZReceiptKeys } from '../../receipts/receipt-keys.js';
import { defineContract } from '../contract.js';

/**
 * The public keys that sign receipts, with their periods (docs/security.md §6.8): also served at
 * `/.well-known/ostoja-receipt-keys.json`, where the verify page and anyone else read them.
 */
export const getReceiptKeys = defineContract({
  name: 'get-receipt-keys',
  area: 'form',
  method: 'GET',
  path: '/api/public/receipt-keys',
  auth: { kind: 'public' },
  summary: 'The Ed25519 public keys that sign receipts (a JWKS), each with its validity period.',
  response: ZReceiptKeys,
});
