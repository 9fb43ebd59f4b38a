import { PgError } from '@pgsqlite/errors';
import type { AuthCrypto } from './auth-crypto.js';
import { concat, fromBase64, fromUtf8, toBase64, utf8, xor } from './bytes.js';
import { parseScramSecret, SCRAM_ITERATIONS, SCRAM_SALT_LENGTH, type ScramSecret } from './password-verifier.js';

/** SCRAM_RAW_NONCE_LEN of PostgreSQL. */
const NONCE_LENGTH = 18;

export const SCRAM_SHA_256 = 'SCRAM-SHA-256';
export const SCRAM_SHA_256_PLUS = 'SCRAM-SHA-256-PLUS';

/** What the server knows when the exchange starts. */
export interface ScramStart {
  crypto: AuthCrypto;
  /** The role's stored verifier; null for an unknown role or one without a SCRAM verifier (a mock exchange that fails). */
  secret: string | null;
  /** Per-server secret for the mock salt (PostgreSQL's mock_auth_nonce). */
  mockNonce: Uint8Array;
  user: string;
  /** tls-server-end-point data (hash of the server certificate) when the connection is TLS; null otherwise. */
  channelBinding: Uint8Array | null;
}

const malformed = (detail: string): PgError => new PgError('protocol_violation', 'malformed SCRAM message', { detail, severity: 'FATAL' });

/**
 * The server side of SCRAM-SHA-256 and SCRAM-SHA-256-PLUS (RFC 5802, RFC 7677, RFC 5929
 * tls-server-end-point), as PostgreSQL's auth-scram.c runs it: `first` takes the
 * client-first-message and returns the server-first-message, `final` takes the
 * client-final-message and returns the server-final-message, or null when the proof is wrong
 * (or the role unknown: the exchange then ran on a mock salt, exactly like a wrong password).
 * Malformed messages are FATAL 08P01 as in PostgreSQL.
 */
export class ScramServer {
  readonly #start: ScramStart;
  readonly #secret: ScramSecret;
  /** The proof can never match (unknown role, no verifier): run the exchange anyway. */
  readonly #doomed: boolean;
  #mechanism = SCRAM_SHA_256;
  #cbindFlag = 'n';
  #gs2Header = '';
  #clientFirstBare = '';
  #serverFirst = '';
  #nonce = '';

  constructor(start: ScramStart) {
    this.#start = start;
    const parsed = start.secret === null ? null : parseScramSecret(start.secret);
    this.#doomed = parsed === null;
    this.#secret = parsed ?? this.#mockSecret();
  }

  /** The mechanisms offered in AuthenticationSASL: -PLUS first, and only over TLS. */
  static mechanisms(tls: boolean): string[] {
    return tls ? [SCRAM_SHA_256_PLUS, SCRAM_SHA_256] : [SCRAM_SHA_256];
  }

  /** SASLInitialResponse: the mechanism the client chose and its client-first-message. */
  first(mechanism: string, message: Uint8Array): Uint8Array {
    const tls = this.#start.channelBinding !== null;
    if (mechanism !== SCRAM_SHA_256 && !(mechanism === SCRAM_SHA_256_PLUS && tls)) {
      throw new PgError('protocol_violation', 'client selected an invalid SASL authentication mechanism', { severity: 'FATAL' });
    }
    this.#mechanism = mechanism;
    const text = fromUtf8(message);
    if (text === null) throw malformed('The message contains invalid UTF-8.');
    const [flag, rest] = this.#readGs2(text);
    this.#cbindFlag = flag;
    const attrs = rest.split(',');
    if (!attrs[0]?.startsWith('n=')) throw malformed(`Expected attribute "n" but found "${attrs[0]?.slice(0, 1) ?? ''}".`);
    if (!attrs[1]?.startsWith('r=') || attrs[1].length <= 2) throw malformed(`Expected attribute "r" but found "${attrs[1]?.slice(0, 1) ?? ''}".`);
    const clientNonce = attrs[1].slice(2);
    if (!/^[\x21-\x2b\x2d-\x7e]+$/.test(clientNonce)) throw malformed('Could not parse client nonce.');
    this.#clientFirstBare = rest;
    this.#nonce = clientNonce + toBase64(this.#start.crypto.randomBytes(NONCE_LENGTH));
    this.#serverFirst = `r=${this.#nonce},s=${toBase64(this.#secret.salt)},i=${this.#secret.iterations}`;
    return utf8(this.#serverFirst);
  }

  /** SASLResponse: the client-final-message. Returns the server-final-message, or null: authentication failed. */
  final(message: Uint8Array): Uint8Array | null {
    const text = fromUtf8(message);
    if (text === null) throw malformed('The message contains invalid UTF-8.');
    const attrs = text.split(',');
    const c = attrs[0];
    if (!c?.startsWith('c=')) throw malformed(`Expected attribute "c" but found "${c?.slice(0, 1) ?? ''}".`);
    const cbind = fromBase64(c.slice(2));
    if (cbind === null) throw malformed('Could not parse channel binding data.');
    const expected = concat(utf8(this.#gs2Header), this.#cbindFlag === 'p' ? (this.#start.channelBinding as Uint8Array) : new Uint8Array(0));
    if (!this.#start.crypto.equal(cbind, expected)) {
      throw new PgError('protocol_violation', 'SCRAM channel binding check failed', { severity: 'FATAL' });
    }
    const r = attrs[1];
    if (!r?.startsWith('r=') || r.slice(2) !== this.#nonce) throw malformed('Nonce does not match.');
    const proofAttr = attrs[attrs.length - 1];
    if (attrs.length < 3 || !proofAttr?.startsWith('p=')) throw malformed('Could not find proof in client-final-message.');
    const proof = fromBase64(proofAttr.slice(2));
    if (proof === null || proof.length !== 32) throw malformed('Malformed proof in client-final-message.');
    const withoutProof = text.slice(0, text.length - proofAttr.length - 1);
    const authMessage = utf8(`${this.#clientFirstBare},${this.#serverFirst},${withoutProof}`);
    const { crypto } = this.#start;
    const clientSignature = crypto.hmacSha256(this.#secret.storedKey, authMessage);
    const clientKey = xor(proof, clientSignature);
    const ok = crypto.equal(crypto.sha256(clientKey), this.#secret.storedKey);
    if (!ok || this.#doomed) return null;
    return utf8(`v=${toBase64(crypto.hmacSha256(this.#secret.serverKey, authMessage))}`);
  }

  /** read_client_first_message's GS2 header checks (auth-scram.c). */
  #readGs2(text: string): [flag: string, rest: string] {
    const plus = this.#mechanism === SCRAM_SHA_256_PLUS;
    const flag = text[0] ?? '';
    let i = 1;
    if (flag === 'p') {
      if (!plus) {
        throw malformed('The client selected SCRAM-SHA-256 without channel binding, but the SCRAM message includes channel binding data.');
      }
      const end = text.indexOf(',');
      if (text[1] !== '=' || end < 0) throw malformed('Comma expected, but found character "' + (text[1] ?? '') + '".');
      const type = text.slice(2, end);
      if (type !== 'tls-server-end-point') {
        throw new PgError('protocol_violation', `unsupported SCRAM channel-binding type "${type}"`, { severity: 'FATAL' });
      }
      i = end;
    } else if (flag === 'y' || flag === 'n') {
      if (plus) throw malformed('The client selected SCRAM-SHA-256-PLUS, but the SCRAM message does not include channel binding data.');
      if (flag === 'y' && this.#start.channelBinding !== null) {
        throw new PgError('protocol_violation', 'SCRAM channel binding negotiation error', {
          severity: 'FATAL',
          detail: 'The client supports SCRAM channel binding but thinks the server does not.  However, this server does support channel binding.',
        });
      }
    } else {
      throw malformed(`Unexpected channel-binding flag "${flag}".`);
    }
    if (text[i] !== ',') throw malformed(`Comma expected, but found character "${text[i] ?? ''}".`);
    if (text[i + 1] === 'a') throw new PgError('feature_not_supported', 'client uses authorization identity, but it is not supported', { severity: 'FATAL' });
    if (text[i + 1] !== ',') throw malformed(`Unexpected attribute "${text[i + 1] ?? ''}" in client-first-message.`);
    this.#gs2Header = text.slice(0, i + 2);
    return [flag, text.slice(i + 2)];
  }

  /** scram_mock_salt: a salt derived from the user name, so that probing users reveals nothing. */
  #mockSecret(): ScramSecret {
    const { crypto } = this.#start;
    const salt = crypto.sha256(concat(this.#start.mockNonce, utf8(this.#start.user))).slice(0, SCRAM_SALT_LENGTH);
    return { iterations: SCRAM_ITERATIONS, salt, storedKey: crypto.randomBytes(32), serverKey: crypto.randomBytes(32) };
  }
}
