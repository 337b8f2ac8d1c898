import { toBase64Url } from '@shared/crypto/base64url.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import {
  receiptSigningInput,
  submissionDigest,
  type DigestedSubmission,
  type ReceiptChannel,
  type ReceiptFields,
  type SignedReceipt,
} from '@shared/receipts/receipt.js';
import { receiptSigner, type ReceiptSigner } from '../adapters/receipt-keys.js';

/** What a receipt states of the report it is made for, besides its digest. */
export interface ReceiptSubject {
  /** The organisation's name when the report came in. */
  organisation: string;
  /** The report's identifier as stored (canonical); the receipt states it as the reporter was shown it. */
  identifier: string;
  receivedAt: string;
  channel: ReceiptChannel;
}

/**
 * Signs a report's receipt (docs/security.md §6.8) with the current receipt key: Ed25519 over the
 * fields' canonical JSON, with the digest of the submission's ciphertext as stored. Called once,
 * when the report is stored, whichever channel brought it; the stored receipt is what every replay
 * answers and what the inbox offers again.
 */
export async function signReceipt(
  subject: ReceiptSubject,
  submission: DigestedSubmission,
  /** The current key unless given (only the local demo seed signs its history with the key of its time). */
  signer?: ReceiptSigner,
): Promise<SignedReceipt> {
  signer ??= await receiptSigner();
  const signed: ReceiptFields = {
    v: 1,
    organisation: subject.organisation,
    identifier: formatReporterIdentifier(subject.identifier),
    receivedAt: subject.receivedAt,
    channel: subject.channel,
    digest: await submissionDigest(submission),
    kid: signer.kid,
  };
  return { ...signed, signature: toBase64Url(await signer.sign(receiptSigningInput(signed))) };
}
