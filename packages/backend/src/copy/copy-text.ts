import { PgError } from '@pgsqlite/errors';
import { badCopyFormat, utf8Decoder, utf8 } from './encoding.js';

/**
 * COPY's text format (copyfromparse.c CopyReadAttributesText, copyto.c CopyAttributeOutText).
 * Lines hold fields separated by the delimiter; backslash escapes; the NULL marker is compared
 * with the field as written, before escapes are processed.
 */

/** What a text line holds: its fields, or the end-of-data marker `\.` (with the data before it). */
export interface TextLine {
  fields: (string | null)[] | null;
  /** The line ended with `\.`: no more data follows. */
  end: boolean;
}

const SIMPLE_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

function isOctal(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '7';
}

function hexValue(c: string | undefined): number {
  if (c === undefined) return -1;
  const n = parseInt(c, 16);
  return Number.isNaN(n) ? -1 : n;
}

/** Finds a `\.` end marker: its index, or -1. Throws 22P04 when it is not at the end of the line. */
export function textEndMarker(line: string): number {
  for (let i = line.indexOf('\\'); i >= 0 && i < line.length; i++) {
    if (line[i] !== '\\') continue;
    if (line[i + 1] === '.') {
      if (i + 2 !== line.length) throw badCopyFormat('end-of-copy marker corrupt');
      return i;
    }
    i++;
  }
  return -1;
}

/** Splits one line into de-escaped fields; `null` for the NULL marker. */
export function parseTextFields(line: string, delimiter: string, nullMarker: string): (string | null)[] {
  const fields: (string | null)[] = [];
  if (delimiter.length === 1 && line.indexOf('\\') < 0) {
    // No escapes (the common case): fields are the text between delimiters, found natively.
    for (let i = 0; ; ) {
      const j = line.indexOf(delimiter, i);
      const raw = j < 0 ? line.slice(i) : line.slice(i, j);
      fields.push(raw === nullMarker ? null : raw);
      if (j < 0) return fields;
      i = j + 1;
    }
  }
  const delimiterCode = delimiter.length === 1 ? delimiter.charCodeAt(0) : -1;
  let i = 0;
  for (;;) {
    const start = i;
    // Fast path: a field without a backslash is the text itself.
    let j = i;
    while (j < line.length) {
      const code = line.charCodeAt(j);
      if (code === delimiterCode || code === 0x5c) break;
      j++;
    }
    if (delimiterCode >= 0 && (j >= line.length || line.charCodeAt(j) === delimiterCode)) {
      const raw = line.slice(start, j);
      fields.push(raw === nullMarker ? null : raw);
      if (j >= line.length) return fields;
      i = j + 1;
      continue;
    }
    let value = '';
    let bytes: number[] | null = null;
    const append = (s: string): void => {
      if (bytes === null) value += s;
      else for (const b of utf8.encode(s)) bytes.push(b);
    };
    const appendByte = (b: number): void => {
      if (b < 0x80 && bytes === null) {
        value += String.fromCharCode(b);
        return;
      }
      if (bytes === null) bytes = [...utf8.encode(value)];
      bytes.push(b);
    };
    while (i < line.length && line[i] !== delimiter) {
      const c = line[i] as string;
      if (c !== '\\' || i + 1 >= line.length) {
        append(c);
        i++;
        continue;
      }
      const e = line[i + 1] as string;
      i += 2;
      if (isOctal(e)) {
        let v = e.charCodeAt(0) - 48;
        for (let k = 0; k < 2 && isOctal(line[i]); k++) v = v * 8 + ((line[i++] as string).charCodeAt(0) - 48);
        appendByte(v & 0xff);
      } else if (e === 'x' && hexValue(line[i]) >= 0) {
        let v = hexValue(line[i++]);
        if (hexValue(line[i]) >= 0) v = v * 16 + hexValue(line[i++]);
        appendByte(v);
      } else {
        append(SIMPLE_ESCAPES[e] ?? e);
      }
    }
    const raw = line.slice(start, i);
    fields.push(raw === nullMarker ? null : bytes === null ? value : decodeField(bytes));
    if (i >= line.length) return fields;
    i++; // the delimiter
  }
}

function decodeField(bytes: number[]): string {
  try {
    return utf8Decoder().decode(Uint8Array.from(bytes));
  } catch {
    const bad = bytes.find((b) => b >= 0x80) ?? 0;
    throw PgError.fromCode('22021', `invalid byte sequence for encoding "UTF8": 0x${bad.toString(16).padStart(2, '0')}`);
  }
}

/** One value in COPY's text output: backslash, the delimiter and \b \f \n \r \t \v escaped. */
export function textOutValue(s: string, delimiter: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    let rep: string | null = null;
    if (c < ' ') {
      switch (c) {
        case '\b':
          rep = '\\b';
          break;
        case '\f':
          rep = '\\f';
          break;
        case '\n':
          rep = '\\n';
          break;
        case '\r':
          rep = '\\r';
          break;
        case '\t':
          rep = '\\t';
          break;
        case '\v':
          rep = '\\v';
          break;
        default:
          if (c === delimiter) rep = `\\${c}`;
      }
    } else if (c === '\\' || c === delimiter) {
      rep = `\\${c}`;
    }
    if (rep === null) continue;
    out += s.slice(start, i) + rep;
    start = i + 1;
  }
  return start === 0 ? s : out + s.slice(start);
}

/** copy.c MAX_COPY_DATA_DISPLAY: CONTEXT shows at most this many bytes of a line or value. */
const MAX_DISPLAY = 100;

/** `s` cut to 100 UTF-8 bytes (whole characters) with `...` when longer (limit_printout_length). */
export function limitPrintout(s: string): string {
  let bytes = 0;
  let i = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    const n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (bytes + n > MAX_DISPLAY) return `${s.slice(0, i)}...`;
    bytes += n;
    i += ch.length;
  }
  return s;
}
