/**
 * Frozen test vectors: fixed keys, ivs, salts and inputs → the exact envelopes and file bytes we
 * produce, committed in test-vectors.json so that the formats cannot drift silently. Used by
 * the unit tests (Node) and the browser self-test (Chromium): both recompute the vectors and
 * compare them with the frozen file, and both decrypt the frozen outputs.
 *
 * Test support only (a `test/` folder: no production module may import it). The keys below are
 * test keys, published on purpose; never use them for anything else.
 *
 * To regenerate after a deliberate format change (then bump the envelope/file version!):
 *   npx tsx -e "import('./shared/crypto/test/vectors.ts').then(async (m) => console.log(JSON.stringify(await m.computeVectors(), null, 2)))" > shared/crypto/test/test-vectors.json
 */
import { fromBase64Url, toBase64Url } from '../base64url';
import { type Bytes, equalBytes, fromUtf8 } from '../bytes';
import { decryptContentText, encryptContent, encryptJson, importContentKey } from '../content';
import type { ContentEnvelope, KekEnvelope, PasswordEnvelope, PublicKeyEnvelope } from '../envelopes';
import { decryptFile, encryptFile, FILE_CHUNK_BYTES } from '../files';
import { EC_ALGORITHM, exportPublicKey, exportPublicKeyJwk, type PublicJwk, publicKeyId } from '../keypairs';
import { argon2idBytes, authKeyVerifier, derivePasswordKeys } from '../password';
import { subtle } from '../random';
import { formatRecoveryKey, parseRecoveryKey, unwrapKeyWithRecoveryKey, wrapKeyWithRecoveryKey } from '../recovery-key';
import {
  derivePhoneCaseKeys,
  deriveReporterKeys,
  formatReporterIdentifier,
  normalisePhoneNumber,
  normaliseReporterIdentifier,
  reporterSalt,
} from '../reporter-secrets';
import {
  unwrapKeyWithKek,
  unwrapKeyWithPassword,
  unwrapKeyWithPrivateKey,
  wrapKeyForPublicKey,
  wrapKeyWithKek,
  wrapKeyWithPassword,
} from '../wrap';

type PrivateJwk = PublicJwk & { d: string };

/** `length` bytes (seed + 7·i) mod 256: distinct, readable, obviously not random. */
export function patternBytes(length: number, seed: number): Bytes {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = (seed + 7 * i) & 255;
  return out;
}

const b = (length: number, seed: number) => toBase64Url(patternBytes(length, seed));

export const VECTOR_INPUTS = {
  keys: {
    org: {
      kty: 'EC',
      crv: 'P-256',
      x: 'qRu7Ag2eJodeR-12iiAEyI7HePNcrMd2va94qssVaPI',
      y: 'fnTGfAtM3Dn4AzBBXLYVrihbGNkFkCCPk28c-LIQy4Q',
      d: 'X3dQfnK5RPbmeAl_XiF8gRGZ6usC307KdocXZU3e96o',
    },
    staff: {
      kty: 'EC',
      crv: 'P-256',
      x: 'qw2GX7DHjUPIDk6AejAmS19tqv83JsmP63iHnPyMtLY',
      y: 'tl_xxW-8DXsw-xxkFT9uEnup26V9VbFEPtnenE9EeK0',
      d: 'wN9oN8hDh-X5w1BC7oRi1BkwZXdWtlTi-CbUY92dEVA',
    },
    ephemeral1: {
      kty: 'EC',
      crv: 'P-256',
      x: 'SXq9FKEnZSEAPeLCNMMmhNofQEpHu1HNTmMneivoH4E',
      y: 'FC9dLpNZQSKFYuYCAsxWY_1khE-BJNqpp0YxDFFD9Gc',
      d: 'gwHtn3uCTdkY2jO_nTmAzHb2pbNoQAS7iQhH5qTm_Xw',
    },
    ephemeral2: {
      kty: 'EC',
      crv: 'P-256',
      x: 'esQ5UTbW_oJ_MwCzzMj5IR5vs1eV7iNE2PlhoqdoAa8',
      y: 'zHfbh7_9lnS976YH-4krQRgQ6Zug6EHbpI6VrMyy6YQ',
      d: 'YCBqHlyTszX8zWJJmmTTTUJrHV86rt49_IL_cc9Z34Y',
    },
  } satisfies Record<string, PrivateJwk>,
  /** The same org and staff private keys as PKCS#8 (fixed bytes: engines may encode PKCS#8 differently). */
  orgPkcs8:
    'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgX3dQfnK5RPbmeAl_XiF8gRGZ6usC307KdocXZU3e96qhRANCAASpG7sCDZ4mh15H7XaKIATIjsd481ysx3a9r3iqyxVo8n50xnwLTNw5-AMwQVy2Fa4oWxjZBZAgj5NvHPiyEMuE',
  staffPkcs8:
    'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgwN9oN8hDh-X5w1BC7oRi1BkwZXdWtlTi-CbUY92dEVChRANCAASrDYZfsMeNQ8gOToB6MCZLX22q_zcmyY_reIec_Iy0trZf8cVvvA17MPscZBU_bhJ7qdulfVWxRD7Z3pxPRHit',
  reportKey: b(32, 1),
  metadataKey: b(32, 101),
  recoveryKey: b(32, 201),
  tenant: 'tenant-1',
  report: 'REP-0001',
  staffUser: 'user-1',
  staffPassword: 'Zażółć gęślą jaźń 123!',
  /** Small Argon2id parameters so the vectors run fast; the envelopes record them. */
  argon2: { salt: b(16, 11), m: 1024, t: 1, p: 1 },
  ivs: {
    staffPrivateKey: b(12, 21),
    staffPrivateKeyKek: b(12, 22),
    reportKeyForOrg: b(12, 23),
    orgPrivateKeyForStaff: b(12, 24),
    orgPrivateKeyForRecovery: b(12, 25),
    metadataKeyForRecovery: b(12, 26),
    fields: b(12, 27),
    label: b(12, 28),
    message: b(12, 29),
    reporterReportKey: b(12, 30),
    phoneReportKey: b(12, 31),
  },
  fields: { subject: 'Nieprawidłowości w przetargu', description: 'Opis: „cudzysłów”, żółw, 100 €', anonymous: true },
  label: 'Pilne — księgowość',
  message: { id: 'MSG-1', author: 'staff', text: 'Dziękujemy za zgłoszenie. Czy może Pan/Pani podać datę?' },
  files: {
    small: { id: 'FILE-1', length: 150, seed: 41, chunkSize: 64, noncePrefix: b(7, 51) },
    empty: { id: 'FILE-2', noncePrefix: b(7, 52) },
    large: { id: 'FILE-3', length: 2 * FILE_CHUNK_BYTES + 5, seed: 43, noncePrefix: b(7, 53) },
  },
  reporter: { identifier: 'k7qm-3xpa-9b', password: 'K7QM2-AB3CD-X9PZT-4HWNE', phone: '+48 600 123 456' },
} as const;

export interface CryptoVectors {
  description: string;
  inputs: typeof VECTOR_INPUTS;
  outputs: {
    publicKeys: { orgSpki: string; orgKid: string; orgJwk: PublicJwk; staffSpki: string; staffKid: string };
    staffPassword: { argon2id: string; authKey: string; authKeyVerifier: string };
    staffPrivateKeyForPassword: PasswordEnvelope;
    staffPrivateKeyForKek: KekEnvelope;
    reportKeyForOrg: PublicKeyEnvelope;
    orgPrivateKeyForStaff: PublicKeyEnvelope;
    recoveryKey: string;
    orgPrivateKeyForRecovery: KekEnvelope;
    metadataKeyForRecovery: KekEnvelope;
    fields: ContentEnvelope;
    label: ContentEnvelope;
    message: ContentEnvelope;
    files: {
      small: string;
      empty: string;
      large: { ciphertextLength: number; sha256: string; head: string };
    };
    reporter: {
      identifier: string;
      formatted: string;
      salt: string;
      authKey: string;
      reportKey: PasswordEnvelope;
    };
    phone: { phone: string; salt: string; authKey: string; reportKey: PasswordEnvelope };
  };
}

const I = VECTOR_INPUTS;
const ARGON2 = { salt: fromBase64Url(I.argon2.salt), m: I.argon2.m, t: I.argon2.t, p: I.argon2.p };
const COST = { m: I.argon2.m, t: I.argon2.t, p: I.argon2.p };
const iv = (name: keyof typeof I.ivs) => ({ iv: fromBase64Url(I.ivs[name]) });
const reportContext = `${I.tenant}/${I.report}`;
const staffContext = `${I.tenant}/${I.staffUser}`;
const ctx = (purpose: string) => ({ tenant: I.tenant, report: I.report, purpose });
const fileCtx = (id: string) => ctx(`file/${id}`);
const messagePurpose = `message/${I.message.author}/${I.message.id}`;

async function importPrivate(jwk: PrivateJwk, extractable = false): Promise<CryptoKey> {
  return subtle().importKey('jwk', jwk, EC_ALGORITHM, extractable, ['deriveBits']);
}

async function importPublic(jwk: PrivateJwk): Promise<CryptoKey> {
  return subtle().importKey('jwk', { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, EC_ALGORITHM, true, []);
}

async function importPair(jwk: PrivateJwk): Promise<CryptoKeyPair> {
  return { privateKey: await importPrivate(jwk), publicKey: await importPublic(jwk) };
}

async function sha256(bytes: Uint8Array): Promise<string> {
  return toBase64Url(new Uint8Array(await subtle().digest('SHA-256', new Uint8Array(bytes))));
}

/** Computes every vector from VECTOR_INPUTS. Same result in Node and in the browser. */
export async function computeVectors(): Promise<CryptoVectors> {
  const orgPublic = await importPublic(I.keys.org);
  const staffPublic = await importPublic(I.keys.staff);
  const orgKid = await publicKeyId(orgPublic);
  const staffKid = await publicKeyId(staffPublic);
  const reportKeyBytes = fromBase64Url(I.reportKey);
  const metadataKeyBytes = fromBase64Url(I.metadataKey);
  const reportKey = await importContentKey(reportKeyBytes);
  const metadataKey = await importContentKey(metadataKeyBytes);

  const master = await argon2idBytes(I.staffPassword, ARGON2);
  const staffKeys = await derivePasswordKeys(I.staffPassword, ARGON2);

  const recoveryBytes = fromBase64Url(I.recoveryKey);
  const recoveryKey = await formatRecoveryKey(recoveryBytes);

  const smallPlain = patternBytes(I.files.small.length, I.files.small.seed);
  const largePlain = patternBytes(I.files.large.length, I.files.large.seed);
  const small = await encryptFile(reportKey, smallPlain, {
    context: fileCtx(I.files.small.id),
    chunkSize: I.files.small.chunkSize,
    fixed: { noncePrefix: fromBase64Url(I.files.small.noncePrefix) },
  });
  const empty = await encryptFile(reportKey, new Uint8Array(0), {
    context: fileCtx(I.files.empty.id),
    fixed: { noncePrefix: fromBase64Url(I.files.empty.noncePrefix) },
  });
  const large = await encryptFile(reportKey, largePlain, {
    context: fileCtx(I.files.large.id),
    fixed: { noncePrefix: fromBase64Url(I.files.large.noncePrefix) },
  });

  const identifier = normaliseReporterIdentifier(I.reporter.identifier);
  const reporterKeys = await deriveReporterKeys(identifier, I.reporter.password, COST);
  const phoneKeys = await derivePhoneCaseKeys(identifier, I.reporter.phone, COST);

  return {
    description:
      'Ostoja crypto v1 frozen vectors: fixed inputs → exact outputs. Generated by shared/crypto/test/vectors.ts; a change here is a format change.',
    inputs: I,
    outputs: {
      publicKeys: {
        orgSpki: await exportPublicKey(orgPublic),
        orgKid,
        orgJwk: await exportPublicKeyJwk(orgPublic),
        staffSpki: await exportPublicKey(staffPublic),
        staffKid,
      },
      staffPassword: {
        argon2id: toBase64Url(master),
        authKey: staffKeys.authKey,
        authKeyVerifier: await authKeyVerifier(staffKeys.authKey),
      },
      staffPrivateKeyForPassword: await wrapKeyWithPassword(
        fromBase64Url(I.staffPkcs8),
        'staff-private-key',
        staffKeys,
        {
          context: staffContext,
          fixed: iv('staffPrivateKey'),
        },
      ),
      staffPrivateKeyForKek: await wrapKeyWithKek(fromBase64Url(I.staffPkcs8), 'staff-private-key', staffKeys.kek, {
        context: staffContext,
        fixed: iv('staffPrivateKeyKek'),
      }),
      reportKeyForOrg: await wrapKeyForPublicKey(
        reportKeyBytes,
        'report-key',
        { publicKey: orgPublic, kid: orgKid },
        {
          context: reportContext,
          fixed: { ...iv('reportKeyForOrg'), ephemeralKeyPair: await importPair(I.keys.ephemeral1) },
        },
      ),
      orgPrivateKeyForStaff: await wrapKeyForPublicKey(
        fromBase64Url(I.orgPkcs8),
        'org-private-key',
        { publicKey: staffPublic, kid: staffKid },
        {
          context: I.tenant,
          fixed: { ...iv('orgPrivateKeyForStaff'), ephemeralKeyPair: await importPair(I.keys.ephemeral2) },
        },
      ),
      recoveryKey,
      orgPrivateKeyForRecovery: await wrapKeyWithRecoveryKey(
        fromBase64Url(I.orgPkcs8),
        'org-private-key',
        recoveryKey,
        {
          context: I.tenant,
          fixed: iv('orgPrivateKeyForRecovery'),
        },
      ),
      metadataKeyForRecovery: await wrapKeyWithRecoveryKey(metadataKeyBytes, 'metadata-key', recoveryKey, {
        context: I.tenant,
        fixed: iv('metadataKeyForRecovery'),
      }),
      fields: await encryptJson(reportKey, I.fields, ctx('fields'), { fixed: iv('fields') }),
      label: await encryptContent(metadataKey, I.label, ctx('label'), { fixed: iv('label') }),
      message: await encryptContent(reportKey, I.message.text, ctx(messagePurpose), { fixed: iv('message') }),
      files: {
        small: toBase64Url(small),
        empty: toBase64Url(empty),
        large: {
          ciphertextLength: large.length,
          sha256: await sha256(large),
          head: toBase64Url(large.subarray(0, 48)),
        },
      },
      reporter: {
        identifier,
        formatted: formatReporterIdentifier(identifier),
        salt: toBase64Url(await reporterSalt(identifier, 'password')),
        authKey: reporterKeys.authKey,
        reportKey: await wrapKeyWithPassword(reportKeyBytes, 'report-key', reporterKeys, {
          context: reportContext,
          fixed: iv('reporterReportKey'),
        }),
      },
      phone: {
        phone: normalisePhoneNumber(I.reporter.phone),
        salt: toBase64Url(await reporterSalt(identifier, 'phone')),
        authKey: phoneKeys.authKey,
        reportKey: await wrapKeyWithPassword(reportKeyBytes, 'report-key', phoneKeys, {
          context: reportContext,
          fixed: iv('phoneReportKey'),
        }),
      },
    },
  };
}

export interface VectorCheck {
  name: string;
  ok: boolean;
  detail?: string;
}

/** Shared ECDH secret with a fixed peer: shows two private keys are the same key without exporting either. */
async function ecdhWithStaff(privateKey: CryptoKey): Promise<Bytes> {
  return new Uint8Array(
    await subtle().deriveBits({ name: 'ECDH', public: await importPublic(I.keys.staff) }, privateKey, 256),
  );
}

async function ecdhWithOrg(privateKey: CryptoKey): Promise<Bytes> {
  return new Uint8Array(
    await subtle().deriveBits({ name: 'ECDH', public: await importPublic(I.keys.org) }, privateKey, 256),
  );
}

/** Same AES key ⇔ same ciphertext for a fixed iv and plaintext. */
async function sameAesKey(a: CryptoKey, rawB: Uint8Array): Promise<boolean> {
  const probe = { tenant: 'probe', report: 'probe', purpose: 'probe' };
  const fixed = { iv: new Uint8Array(12) };
  const x = await encryptContent(a, 'probe', probe, { fixed });
  const y = await encryptContent(await importContentKey(rawB), 'probe', probe, { fixed });
  return x.ct === y.ct;
}

/** Decrypts the frozen outputs with the frozen inputs (no re-encryption involved except the large file's hash). */
export async function checkVectors(vectors: CryptoVectors): Promise<VectorCheck[]> {
  const { inputs, outputs } = vectors;
  const results: VectorCheck[] = [];
  const check = async (name: string, run: () => Promise<boolean>) => {
    try {
      results.push({ name, ok: await run() });
    } catch (error) {
      const e = error as { code?: string; message?: string; detail?: string };
      results.push({
        name,
        ok: false,
        detail: `${e.code ?? ''} ${e.message ?? String(error)} ${e.detail ?? ''}`.trim(),
      });
    }
  };
  const reportKeyBytes = fromBase64Url(inputs.reportKey);
  const metadataKeyBytes = fromBase64Url(inputs.metadataKey);
  const orgPrivate = await importPrivate(inputs.keys.org);
  const staffPrivate = await importPrivate(inputs.keys.staff);
  const orgSecret = await ecdhWithStaff(orgPrivate);
  const staffSecret = await ecdhWithOrg(staffPrivate);
  const reportKey = await importContentKey(reportKeyBytes);

  await check('public key kid matches SPKI', async () => {
    const digest = new Uint8Array(await subtle().digest('SHA-256', fromBase64Url(outputs.publicKeys.orgSpki)));
    return toBase64Url(digest.subarray(0, 16)) === outputs.publicKeys.orgKid;
  });
  await check('staff password → authKey', async () => {
    const keys = await derivePasswordKeys(inputs.staffPassword, ARGON2);
    return (
      keys.authKey === outputs.staffPassword.authKey &&
      (await authKeyVerifier(keys.authKey)) === outputs.staffPassword.authKeyVerifier
    );
  });
  await check('password envelope → staff private key', async () => {
    const key = await unwrapKeyWithPassword(
      outputs.staffPrivateKeyForPassword,
      'staff-private-key',
      inputs.staffPassword,
      {
        context: staffContext,
      },
    );
    return equalBytes(await ecdhWithOrg(key), staffSecret);
  });
  await check('kek envelope → staff private key', async () => {
    const keys = await derivePasswordKeys(inputs.staffPassword, ARGON2);
    const key = await unwrapKeyWithKek(outputs.staffPrivateKeyForKek, 'staff-private-key', keys.kek, {
      context: staffContext,
    });
    return equalBytes(await ecdhWithOrg(key), staffSecret);
  });
  await check('ECDH-ES envelope → report key', async () => {
    const key = await unwrapKeyWithPrivateKey(
      outputs.reportKeyForOrg,
      'report-key',
      { privateKey: orgPrivate, kid: outputs.publicKeys.orgKid },
      {
        context: reportContext,
      },
    );
    return sameAesKey(key, reportKeyBytes);
  });
  await check('ECDH-ES envelope → org private key (grant)', async () => {
    const key = await unwrapKeyWithPrivateKey(outputs.orgPrivateKeyForStaff, 'org-private-key', staffPrivate, {
      context: inputs.tenant,
    });
    return equalBytes(await ecdhWithStaff(key), orgSecret);
  });
  await check('recovery key text ↔ bytes', async () =>
    equalBytes(await parseRecoveryKey(outputs.recoveryKey), fromBase64Url(inputs.recoveryKey)),
  );
  await check('recovery envelope → org private key', async () => {
    const key = await unwrapKeyWithRecoveryKey(
      outputs.orgPrivateKeyForRecovery,
      'org-private-key',
      outputs.recoveryKey,
      {
        context: inputs.tenant,
      },
    );
    return equalBytes(await ecdhWithStaff(key), orgSecret);
  });
  await check('recovery envelope → metadata key → label', async () => {
    const key = await unwrapKeyWithRecoveryKey(outputs.metadataKeyForRecovery, 'metadata-key', outputs.recoveryKey, {
      context: inputs.tenant,
    });
    return (
      (await sameAesKey(key, metadataKeyBytes)) &&
      (await decryptContentText(key, outputs.label, ctx('label'))) === inputs.label
    );
  });
  await check('content → fields JSON', async () => {
    const text = await decryptContentText(reportKey, outputs.fields, ctx('fields'));
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(inputs.fields);
  });
  await check(
    'content → message',
    async () => (await decryptContentText(reportKey, outputs.message, ctx(messagePurpose))) === inputs.message.text,
  );
  await check('file (64-byte chunks) decrypts', async () => {
    const plain = await decryptFile(reportKey, fromBase64Url(outputs.files.small), {
      context: fileCtx(inputs.files.small.id),
    });
    return equalBytes(plain, patternBytes(inputs.files.small.length, inputs.files.small.seed));
  });
  await check('empty file decrypts', async () => {
    const plain = await decryptFile(reportKey, fromBase64Url(outputs.files.empty), {
      context: fileCtx(inputs.files.empty.id),
    });
    return plain.length === 0;
  });
  await check('large file: same bytes, decrypts', async () => {
    const plain = patternBytes(inputs.files.large.length, inputs.files.large.seed);
    const cipher = await encryptFile(reportKey, plain, {
      context: fileCtx(inputs.files.large.id),
      fixed: { noncePrefix: fromBase64Url(inputs.files.large.noncePrefix) },
    });
    const back = await decryptFile(reportKey, cipher, { context: fileCtx(inputs.files.large.id) });
    return (
      cipher.length === outputs.files.large.ciphertextLength &&
      (await sha256(cipher)) === outputs.files.large.sha256 &&
      toBase64Url(cipher.subarray(0, 48)) === outputs.files.large.head &&
      equalBytes(back, plain)
    );
  });
  await check('reporter identifier + password → report key', async () => {
    const keys = await deriveReporterKeys(inputs.reporter.identifier, inputs.reporter.password, COST);
    const key = await unwrapKeyWithPassword(outputs.reporter.reportKey, 'report-key', keys, { context: reportContext });
    return keys.authKey === outputs.reporter.authKey && (await sameAesKey(key, reportKeyBytes));
  });
  await check('phone case → report key', async () => {
    const keys = await derivePhoneCaseKeys(inputs.reporter.identifier, inputs.reporter.phone, COST);
    const key = await unwrapKeyWithPassword(outputs.phone.reportKey, 'report-key', keys, { context: reportContext });
    return keys.authKey === outputs.phone.authKey && (await sameAesKey(key, reportKeyBytes));
  });
  await check(
    'identifier formats',
    async () =>
      outputs.reporter.formatted === formatReporterIdentifier(inputs.reporter.identifier) &&
      fromUtf8(new Uint8Array(0)) === '',
  );
  return results;
}
