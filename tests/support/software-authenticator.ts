import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type CborValue = Parameters<typeof isoCBOR.encode>[0];

/*
 * A passkey authenticator in Node (node:crypto, P-256 / ES256), producing the same JSON a browser
 * gives @simplewebauthn/browser: real attestations ('none') and real signed assertions, so the
 * server's checks run as against a device. Flags, counter and origin can be set to what an
 * attacker or a cloned device would send.
 */

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface CeremonyChoices {
  /** The page's origin the client data names (default: the authenticator's). */
  origin?: string;
  /** User verification done (default true). */
  userVerified?: boolean;
  /** The signature counter to send (default: the next one). */
  counter?: number;
  /** Another RP ID's hash in the authenticator data. */
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly credentials: SoftCredential[] = [];
  constructor(readonly origin: string) {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create()`: a new discoverable P-256 credential. */
  create(options: PublicKeyCredentialCreationOptionsJSON, choices: CeremonyChoices = {}): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(32);
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(cose)]);
    const flags = FLAG_UP | FLAG_AT | (choices.userVerified === false ? 0 : FLAG_UV);
    const authData = this.authData(choices.rpId ?? rpId, flags, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CborValue>()],
        ['authData', authData],
      ]),
    );
    this.credentials.push({ id, privateKey, publicKey, rpId, userHandle: options.user.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, choices.origin ?? this.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** `navigator.credentials.get()`: an assertion by the credential named (or the first one allowed, or the last made). */
  get(
    options: PublicKeyCredentialRequestOptionsJSON,
    choices: CeremonyChoices & { credential?: SoftCredential } = {},
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((descriptor) => descriptor.id) ?? [];
    const credential =
      choices.credential ??
      (allowed.length
        ? this.credentials.find((candidate) => allowed.includes(b64url(candidate.id)))
        : this.credentials.at(-1));
    if (!credential) throw new Error('no credential for these options');
    credential.counter = choices.counter ?? credential.counter + 1;
    const flags = FLAG_UP | (choices.userVerified === false ? 0 : FLAG_UV);
    const authData = this.authData(choices.rpId ?? credential.rpId, flags, credential.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, choices.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
