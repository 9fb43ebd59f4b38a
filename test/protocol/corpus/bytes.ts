/** Byte builders for hand-made (often deliberately wrong) frontend messages. */

export function i32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n | 0);
  return b;
}

export function i16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeInt16BE((n << 16) >> 16);
  return b;
}

export function cstr(s: string): Buffer {
  return Buffer.concat([Buffer.from(s, 'utf8'), Buffer.of(0)]);
}

export function raw(...parts: (Buffer | number[] | string)[]): Buffer {
  return Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.isBuffer(p) ? p : Buffer.from(p))));
}

/** A typed message with a correct length word. */
export function msg(type: string, ...body: (Buffer | number[] | string)[]): Buffer {
  const b = raw(...body);
  return Buffer.concat([Buffer.from(type, 'latin1'), i32(b.length + 4), b]);
}

/** A typed message whose length word is `len`, whatever the body. */
export function msgLen(type: string, len: number, ...body: (Buffer | number[] | string)[]): Buffer {
  return Buffer.concat([Buffer.from(type, 'latin1'), i32(len), raw(...body)]);
}

/** A startup packet: version word and body with a correct length word. */
export function startup(version: number, ...body: (Buffer | number[] | string)[]): Buffer {
  const b = raw(i32(version), ...body);
  return Buffer.concat([i32(b.length + 4), b]);
}

/** StartupMessage 3.0 with these parameters and the final NUL. */
export function startup30(params: Record<string, string>): Buffer {
  return startup(196608, ...Object.entries(params).flatMap(([k, v]) => [cstr(k), cstr(v)]), [0]);
}

export const Q = (sql: string): Buffer => msg('Q', cstr(sql));
export const P = (sql: string, name = '', types: number[] = []): Buffer => msg('P', cstr(name), cstr(sql), i16(types.length), ...types.map(i32));
export const B = (params: (string | null)[] = [], portal = '', statement = '', formats: number[] = [], resultFormats: number[] = []): Buffer =>
  msg(
    'B',
    cstr(portal),
    cstr(statement),
    i16(formats.length),
    ...formats.map(i16),
    i16(params.length),
    ...params.map((p) => (p === null ? i32(-1) : raw(i32(Buffer.byteLength(p)), Buffer.from(p)))),
    i16(resultFormats.length),
    ...resultFormats.map(i16),
  );
export const D = (kind: string, name = ''): Buffer => msg('D', kind, cstr(name));
export const C = (kind: string, name = ''): Buffer => msg('C', kind, cstr(name));
export const E = (portal = '', maxRows = 0): Buffer => msg('E', cstr(portal), i32(maxRows));
export const S = (): Buffer => msg('S');
export const H = (): Buffer => msg('H');
export const X = (): Buffer => msg('X');
export const CopyData = (data: string | Buffer): Buffer => msg('d', typeof data === 'string' ? Buffer.from(data) : data);
export const CopyDone = (): Buffer => msg('c');
export const CopyFail = (why: string): Buffer => msg('f', cstr(why));
