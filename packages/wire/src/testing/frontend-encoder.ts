import type { FrontendMessage, StartupPacket } from '../messages.js';
import { CANCEL_REQUEST_CODE, GSSENC_REQUEST_CODE, SSL_REQUEST_CODE } from '../startup.js';

const encoder = new TextEncoder();

/** Minimal big-endian builder for client messages (tests only; clarity over speed). */
class Builder {
  private parts: number[] = [];

  byte(v: number): this {
    this.parts.push(v & 0xff);
    return this;
  }
  int16(v: number): this {
    return this.byte(v >> 8).byte(v);
  }
  int32(v: number): this {
    return this.byte(v >>> 24).byte(v >>> 16).byte(v >>> 8).byte(v);
  }
  bytes(b: Uint8Array): this {
    for (const x of b) this.parts.push(x);
    return this;
  }
  cstring(s: string): this {
    return this.bytes(encoder.encode(s)).byte(0);
  }
  /** The bytes with a type byte (or none) and the length word in front. */
  frame(type: string | null): Uint8Array {
    const head = type === null ? [] : [type.charCodeAt(0)];
    const len = this.parts.length + 4;
    return Uint8Array.from([...head, len >>> 24, (len >>> 16) & 0xff, (len >>> 8) & 0xff, len & 0xff, ...this.parts]);
  }
}

/** Encodes a startup packet as a client sends it. */
export function encodeStartup(packet: StartupPacket): Uint8Array {
  const b = new Builder();
  switch (packet.kind) {
    case 'SSLRequest':
      return b.int32(SSL_REQUEST_CODE).frame(null);
    case 'GSSENCRequest':
      return b.int32(GSSENC_REQUEST_CODE).frame(null);
    case 'CancelRequest':
      return b.int32(CANCEL_REQUEST_CODE).int32(packet.processId).int32(packet.secretKey).frame(null);
    case 'StartupMessage':
      b.int16(packet.protocolMajor).int16(packet.protocolMinor);
      for (const [k, v] of Object.entries(packet.parameters)) b.cstring(k).cstring(v);
      return b.byte(0).frame(null);
  }
}

/** Encodes a frontend message as a client sends it. */
export function encodeFrontend(msg: FrontendMessage): Uint8Array {
  const b = new Builder();
  switch (msg.type) {
    case 'Query':
      return b.cstring(msg.sql).frame('Q');
    case 'Parse':
      b.cstring(msg.name).cstring(msg.sql).int16(msg.paramTypes.length);
      for (const oid of msg.paramTypes) b.int32(oid);
      return b.frame('P');
    case 'Bind':
      b.cstring(msg.portal).cstring(msg.statement).int16(msg.paramFormats.length);
      for (const f of msg.paramFormats) b.int16(f);
      b.int16(msg.params.length);
      for (const p of msg.params) {
        if (p === null) b.int32(-1);
        else b.int32(p.length).bytes(p);
      }
      b.int16(msg.resultFormats.length);
      for (const f of msg.resultFormats) b.int16(f);
      return b.frame('B');
    case 'Describe':
      return b.byte(msg.target.charCodeAt(0)).cstring(msg.name).frame('D');
    case 'Close':
      return b.byte(msg.target.charCodeAt(0)).cstring(msg.name).frame('C');
    case 'Execute':
      return b.cstring(msg.portal).int32(msg.maxRows).frame('E');
    case 'Sync':
      return b.frame('S');
    case 'Flush':
      return b.frame('H');
    case 'Terminate':
      return b.frame('X');
    case 'CopyData':
      return b.bytes(msg.data).frame('d');
    case 'CopyDone':
      return b.frame('c');
    case 'CopyFail':
      return b.cstring(msg.message).frame('f');
    case 'PasswordMessage':
      return b.bytes(msg.data).frame('p');
    case 'FunctionCall':
      return b.bytes(msg.raw).frame('F');
  }
}

/** A raw frame: type byte, length word computed from `body`. For malformed-input tests. */
export function encodeRaw(type: string, body: Uint8Array | readonly number[]): Uint8Array {
  return new Builder().bytes(Uint8Array.from(body)).frame(type);
}
