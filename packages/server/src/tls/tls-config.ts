import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSecureContext as tlsSecureContext, type SecureContext } from 'node:tls';

/** Where the server's certificate comes from. */
export type TlsSource = { certFile: string; keyFile: string } | { selfSigned: true };

/** A loaded certificate: the TLS context and the tls-server-end-point channel binding data. */
export interface ServerTls {
  context: SecureContext;
  /** RFC 5929 tls-server-end-point: the certificate hashed with its signature's hash (SHA-256 at least). */
  endpointHash: Uint8Array;
}

/** Reads the certificate and key (PEM) or makes a throw-away self-signed pair; TLS 1.2 and up. */
export function loadServerTls(source: TlsSource): ServerTls {
  const { cert, key } = 'selfSigned' in source ? selfSigned() : { cert: readFileSync(source.certFile), key: readFileSync(source.keyFile) };
  const context = tlsSecureContext({ cert, key, minVersion: 'TLSv1.2' });
  return { context, endpointHash: endpointHash(new X509Certificate(cert).raw) };
}

/**
 * A self-signed certificate for CN=localhost (EC P-256, valid 365 days), made with the openssl
 * command-line tool (node:crypto cannot issue certificates). Clients must not verify it
 * (sslmode=require), or must be given it as their root certificate.
 */
function selfSigned(): { cert: Buffer; key: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-tls-'));
  try {
    const certFile = join(dir, 'server.crt');
    const keyFile = join(dir, 'server.key');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile,
      '-days', '365', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
    ], { stdio: 'ignore' });
    return { cert: readFileSync(certFile), key: readFileSync(keyFile) };
  } catch (e) {
    throw new Error(`cannot make a self-signed certificate (is the openssl command installed?): ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Signature algorithm OIDs whose hash is stronger than SHA-256 (RFC 5929 §4.1: MD5 and SHA-1 become SHA-256). */
const HASH_OF_SIGNATURE: Record<string, 'sha384' | 'sha512'> = {
  '1.2.840.113549.1.1.12': 'sha384', '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.4.3.3': 'sha384', '1.2.840.10045.4.3.4': 'sha512',
};

function endpointHash(der: Buffer): Uint8Array {
  const hash = HASH_OF_SIGNATURE[signatureOid(der)] ?? 'sha256';
  return new Uint8Array(createHash(hash).update(der).digest());
}

/** The signatureAlgorithm OID of a DER certificate: SEQUENCE { tbsCertificate, SEQUENCE { OID … }, … }. */
function signatureOid(der: Buffer): string {
  let i = 0;
  const header = (): number => {
    i++; // tag
    let len = der[i++] as number;
    if (len & 0x80) {
      const n = len & 0x7f;
      len = 0;
      for (let k = 0; k < n; k++) len = len * 256 + (der[i++] as number);
    }
    return len;
  };
  header(); // Certificate
  const tbs = header();
  i += tbs;
  header(); // AlgorithmIdentifier
  const oidLen = header();
  const bytes = der.subarray(i, i + oidLen);
  const parts = [Math.floor((bytes[0] as number) / 40), (bytes[0] as number) % 40];
  let v = 0;
  for (const b of bytes.subarray(1)) {
    v = v * 128 + (b & 0x7f);
    if ((b & 0x80) === 0) {
      parts.push(v);
      v = 0;
    }
  }
  return parts.join('.');
}

