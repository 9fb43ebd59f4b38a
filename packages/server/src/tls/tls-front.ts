import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { TLSSocket } from 'node:tls';
import { MessageWriter } from '@pgsqlite/wire';
import type { SessionTls } from '@pgsqlite/session';
import type { ServerTls } from './tls-config.js';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
/** A TLS handshake record: what a PostgreSQL 17 client in sslnegotiation=direct sends first. */
const TLS_HANDSHAKE = 0x16;

/** How the front hands the connection on: the stream to speak the protocol over and its TLS state. */
export type Onward = (stream: Socket, pending: Buffer, tls: SessionTls | null) => void;

/**
 * The encryption negotiation before the startup packet (postmaster.c ProcessStartupPacket with
 * SSL on): SSLRequest → 'S' and a TLS handshake (TLS 1.2+); GSSENCRequest → 'N'; a ClientHello
 * first is PostgreSQL 17's direct TLS, which must negotiate ALPN `postgresql`. Anything else goes
 * on unencrypted (with the bytes already read). Only runs when the server has a certificate.
 */
export function tlsFront(socket: Socket, tls: ServerTls, onward: Onward, onError: (message: string) => void): void {
  let buffer = Buffer.alloc(0);
  const onData = (chunk: Buffer): void => {
    buffer = Buffer.concat([buffer, chunk]);
    if (buffer[0] === TLS_HANDSHAKE) {
      detach();
      handshake(replay(socket, buffer), tls, true, onward, onError);
      return;
    }
    while (buffer.length >= 8) {
      const length = buffer.readInt32BE(0);
      const code = buffer.readInt32BE(4);
      if (length !== 8 || (code !== SSL_REQUEST && code !== GSSENC_REQUEST)) {
        detach();
        onward(socket, buffer, null);
        return;
      }
      buffer = buffer.subarray(8);
      if (code === GSSENC_REQUEST) {
        socket.write(new MessageWriter().sslRefused().take());
        continue;
      }
      detach();
      if (buffer.length > 0) {
        // Bytes pipelined after SSLRequest would be read unencrypted: PostgreSQL refuses them.
        const fatal = new MessageWriter().errorResponse({
          severity: 'FATAL', code: '08P01', message: 'received unencrypted data after SSL request',
          detail: 'This could be either a client-software bug or evidence of an attempted man-in-the-middle attack.',
        });
        socket.end(fatal.take());
        return;
      }
      socket.write('S');
      handshake(socket, tls, false, onward, onError);
      return;
    }
  };
  const detach = (): void => {
    socket.off('data', onData);
    socket.pause();
  };
  socket.on('data', onData);
}

/**
 * The socket as a stream that first yields `head` (the ClientHello already read): a TLSSocket
 * made on the socket itself would read from its handle and miss those bytes.
 */
function replay(socket: Socket, head: Buffer): Duplex {
  const stream = new Duplex({
    read: () => void socket.resume(),
    write: (chunk: Buffer, _encoding, done) => void socket.write(chunk, done),
    final: (done) => {
      socket.end();
      done();
    },
    destroy: (err, done) => {
      socket.destroy();
      done(err);
    },
  });
  stream.push(head);
  socket.on('data', (d: Buffer) => {
    if (!stream.push(d)) socket.pause();
  });
  socket.once('end', () => stream.push(null));
  socket.once('close', () => stream.destroy());
  socket.on('error', () => undefined);
  return stream;
}

function handshake(socket: Socket | Duplex, tls: ServerTls, direct: boolean, onward: Onward, onError: (message: string) => void): void {
  const secure = new TLSSocket(socket, { isServer: true, secureContext: tls.context, ALPNProtocols: ['postgresql'] });
  secure.once('secure', () => {
    // PostgreSQL 17 accepts direct TLS only with ALPN postgresql (no downgrade to another protocol).
    if (direct && secure.alpnProtocol !== 'postgresql') {
      onError('direct TLS connection without ALPN postgresql refused');
      secure.destroy();
      return;
    }
    const cipher = secure.getCipher();
    const state: SessionTls = {
      version: secure.getProtocol() ?? 'unknown',
      cipher: cipher.standardName ?? cipher.name,
      bits: cipherBits(cipher.name),
      channelBinding: tls.endpointHash,
    };
    onward(secure, Buffer.alloc(0), state);
  });
  secure.on('error', (e) => {
    onError(`TLS handshake: ${e.message}`);
    secure.destroy();
  });
  if ('resume' in socket) socket.resume();
}

/** Key bits of a cipher suite, as pg_stat_ssl.bits shows them. */
function cipherBits(name: string): number {
  if (name.includes('256') || name.includes('CHACHA20')) return 256;
  if (name.includes('128')) return 128;
  return 0;
}
