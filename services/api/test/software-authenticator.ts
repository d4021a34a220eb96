import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A WebAuthn authenticator in software, for tests that speak to the API the way a browser with a
// passkey does: ES256 keys, attestation 'none', discoverable credentials (it keeps the user handle).

/** The few CBOR shapes WebAuthn needs here (RFC 8949): integers, byte and text strings, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v as Parameters<typeof cbor>[0]));
  return Buffer.concat(parts);
}

const b64url = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

export interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  /** The user handle the relying party gave at creation (the API's member id). */
  userHandle: Buffer;
  counter: number;
}

/** The parts of the API's options (JSON) an authenticator reads. */
interface CreationOptions {
  challenge: string;
  rp: { id: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/** What the browser's `clientDataJSON` would say; tests change a field to forge one. */
interface ClientDataChanges {
  origin?: string;
  challenge?: string;
}

export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];

  constructor(private readonly origin: string) {}

  /** Answers creation options (the API's passkeyRegistrationOptions) as `startRegistration` would. */
  create(json: unknown, changes: ClientDataChanges = {}): Record<string, unknown> {
    const options = json as CreationOptions;
    const rpId = options.rp.id;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<number, unknown>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData]),
      Buffer.alloc(4), // sign count 0
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      cose,
    ]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: changes.challenge ?? options.challenge,
      origin: changes.origin ?? this.origin,
      crossOrigin: false,
    });
    this.credentials.push({
      id,
      privateKey,
      publicKey,
      rpId,
      userHandle: Buffer.from(options.user.id, 'base64url'),
      counter: 0,
    });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * Answers request options (passkeyLoginOptions) with a discoverable credential, as
   * `startAuthentication` would: the newest one, or `credential`.
   */
  get(
    json: unknown,
    changes: ClientDataChanges = {},
    credential = this.credentials[this.credentials.length - 1],
  ): Record<string, unknown> {
    if (!credential) throw new Error('the authenticator holds no passkey');
    const options = json as RequestOptions;
    credential.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(credential.counter);
    const authenticatorData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([FLAGS.userPresent | FLAGS.userVerified]),
      count,
    ]);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.get',
      challenge: changes.challenge ?? options.challenge,
      origin: changes.origin ?? this.origin,
      crossOrigin: false,
    });
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: b64url(credential.userHandle),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
