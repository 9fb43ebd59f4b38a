import { PgError } from '@pgsqlite/errors';
import type { CsvQuoteTracker } from './copy-csv.js';
import { badCopyFormat, utf8Decoder } from './encoding.js';

type Eol = 'unknown' | 'nl' | 'cr' | 'crnl';

/**
 * Splits COPY text/CSV input (UTF-8 bytes in arbitrary CopyData pieces) into lines, as
 * copyfromparse.c CopyReadLineText does: the first line fixes the newline style (\n, \r or
 * \r\n) and a different one later is an error; in CSV, newlines inside quotes are data.
 */
export class CopyLines {
  private readonly decoder = utf8Decoder();
  private text = '';
  /** CSV: how far `text` has been scanned by the quote tracker. */
  private scanned = 0;
  private eol: Eol = 'unknown';
  /** Lines already split off `text` (text format, see `splitAll`), handed out from `readyAt`. */
  private ready: string[] = [];
  private readyAt = 0;

  constructor(private readonly csv: CsvQuoteTracker | null) {}

  push(bytes: Uint8Array): void {
    this.text += this.decode(bytes, true);
  }

  /** The next complete line without its terminator, or null when none is complete yet. */
  next(final = false): string | null {
    if (this.readyAt < this.ready.length) return this.ready[this.readyAt++] as string;
    if (this.csv === null && this.splitAll()) return this.ready[this.readyAt++] as string;
    const at = this.findEnd();
    if (at < 0) return null;
    const c = this.text[at];
    let len = 1;
    if (c === '\r') {
      if (at + 1 >= this.text.length && !final && this.eol !== 'cr') return null; // is \n next?
      const crnl = this.text[at + 1] === '\n';
      if (this.eol === 'unknown') this.eol = crnl ? 'crnl' : 'cr';
      if (this.eol === 'nl' || (this.eol === 'crnl' && !crnl)) throw this.literal('carriage return');
      if (crnl && this.eol === 'crnl') len = 2;
    } else {
      if (this.eol === 'unknown') this.eol = 'nl';
      if (this.eol !== 'nl') throw this.literal('newline');
    }
    const line = this.text.slice(0, at);
    this.text = this.text.slice(at + len);
    this.scanned = 0;
    this.csv?.reset();
    return line;
  }

  /** At CopyDone: complete lines first, then what is left (a last line without terminator), then null. */
  finish(): string | null {
    const tail = this.decode(new Uint8Array(0), false);
    this.text += tail;
    const line = this.next(true);
    if (line !== null) return line;
    if (this.text.length === 0) return null;
    if (this.csv?.quoted === true) {
      const rest = this.text;
      this.text = '';
      return rest;
    }
    const rest = this.text;
    this.text = '';
    return rest;
  }

  /**
   * Text format with \n line ends and no \r anywhere in the buffer (the common case): every
   * complete line at once, with one native split instead of a search per line. False when the
   * buffer holds no complete line or a \r (then `next` goes line by line and checks the style).
   */
  private splitAll(): boolean {
    if (this.eol === 'cr' || this.eol === 'crnl') return false;
    const text = this.text;
    const last = text.lastIndexOf('\n');
    if (last < 0 || text.indexOf('\r') >= 0) return false;
    this.eol = 'nl';
    this.ready = text.slice(0, last).split('\n');
    this.readyAt = 0;
    this.text = text.slice(last + 1);
    return true;
  }

  private findEnd(): number {
    if (this.csv === null) {
      // Native searches: the first \n, then any \r before it (only within this line).
      const text = this.text;
      const nl = text.indexOf('\n');
      if (nl < 0) return text.indexOf('\r');
      if (nl === 0 || text.lastIndexOf('\r', nl - 1) < 0) return nl;
      return text.indexOf('\r');
    }
    const at = this.csv.scan(this.text, this.scanned);
    this.scanned = at < 0 ? this.text.length : at;
    return at;
  }

  private literal(what: 'carriage return' | 'newline'): PgError {
    if (this.csv !== null) {
      const hint = what === 'newline' ? 'Use quoted CSV field to represent newline.' : 'Use quoted CSV field to represent carriage return.';
      return badCopyFormat(`unquoted ${what} found in data`, { hint });
    }
    const hint = what === 'newline' ? 'Use "\\n" to represent newline.' : 'Use "\\r" to represent carriage return.';
    return badCopyFormat(`literal ${what} found in data`, { hint });
  }

  private decode(bytes: Uint8Array, stream: boolean): string {
    try {
      return this.decoder.decode(bytes, { stream });
    } catch {
      const bad = bytes.find((b) => b >= 0x80) ?? 0;
      throw PgError.fromCode('22021', `invalid byte sequence for encoding "UTF8": 0x${bad.toString(16).padStart(2, '0')}`);
    }
  }
}
