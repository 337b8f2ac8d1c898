/**
 * An independent check of a receipt (docs/security.md §6.8), with nothing of Ostoja's own
 * verification code: Node's `crypto.verify` (Ed25519) against the published JWKS, over the
 * receipt's members other than `signature`, canonicalised by hand (RFC 8785: for these members,
 * all strings and one small integer, sorted keys and JSON.stringify's escaping is the whole scheme).
 *
 *   npx tsx tools/verify-receipt.ts <code> [site origin, default http://localhost:3000]
 */
import { createPublicKey, verify } from 'node:crypto';

interface Jwk {
  kid: string;
  kty: string;
  crv: string;
  x: string;
  validFrom: string;
  validUntil: string | null;
}

export async function verifyReceiptIndependently(code: string, origin: string): Promise<string> {
  const body = code.replace(/\s+/g, '').replace(/^OSTOJA-R1\./, '');
  const receipt = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, string | number>;
  const { signature, ...fields } = receipt;
  const response = await fetch(`${origin}/.well-known/ostoja-receipt-keys.json`);
  const { keys } = (await response.json()) as { keys: Jwk[] };
  const jwk = keys.find((key) => key.kid === fields.kid);
  if (!jwk) return 'unknown key';
  const at = Date.parse(String(fields.receivedAt));
  if (at < Date.parse(jwk.validFrom) || (jwk.validUntil !== null && at >= Date.parse(jwk.validUntil)))
    return 'key outside its period';
  const canonical = `{${Object.keys(fields)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${JSON.stringify(fields[key])}`)
    .join(',')}}`;
  const publicKey = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
  const valid = verify(null, Buffer.from(canonical, 'utf8'), publicKey, Buffer.from(String(signature), 'base64url'));
  return valid ? 'authentic' : 'signature does not match';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [code, origin = 'http://localhost:3000'] = process.argv.slice(2);
  if (!code) {
    console.error('usage: npx tsx tools/verify-receipt.ts <code> [origin]');
    process.exit(2);
  }
  const verdict = await verifyReceiptIndependently(code, origin);
  console.log(verdict);
  process.exit(verdict === 'authentic' ? 0 : 1);
}
