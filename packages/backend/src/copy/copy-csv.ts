import { PgError } from '@pgsqlite/errors';
import { badCopyFormat } from './encoding.js';

/**
 * COPY's CSV format (copyfromparse.c CopyReadAttributesCSV, copyto.c CopyAttributeOutCSV).
 * A field is NULL when it is unquoted and equals the NULL marker (unless FORCE_NOT_NULL), or,
 * under FORCE_NULL, also when quoted.
 */

/** A CSV field as read: its value and whether any part of it was quoted. */
export interface CsvField {
  value: string;
  quoted: boolean;
  /** The field as written (compared with the NULL marker). */
  raw: string;
}

/** Splits one logical CSV line (which may contain quoted newlines) into fields. */
export function parseCsvFields(line: string, delimiter: string, quote: string, escape: string): CsvField[] {
  const fields: CsvField[] = [];
  let i = 0;
  for (;;) {
    const start = i;
    let value = '';
    let quoted = false;
    let inQuote = false;
    for (; i < line.length; i++) {
      const c = line[i] as string;
      if (inQuote) {
        if (c === escape && (line[i + 1] === quote || line[i + 1] === escape) && !(escape === quote && line[i + 1] !== quote)) {
          value += line[i + 1] as string;
          i++;
        } else if (c === quote) {
          inQuote = false;
        } else {
          value += c;
        }
        continue;
      }
      if (c === delimiter) break;
      if (c === quote) {
        inQuote = true;
        quoted = true;
        continue;
      }
      value += c;
    }
    if (inQuote) throw badCopyFormat('unterminated CSV quoted field');
    fields.push({ value, quoted, raw: line.slice(start, i) });
    if (i >= line.length) return fields;
    i++;
  }
}

/** Where the quoting state of CSV input stands after `text` (for splitting input into lines). */
export class CsvQuoteTracker {
  private inQuote = false;
  private lastWasEscape = false;

  constructor(
    private readonly quote: string,
    private readonly escape: string,
  ) {}

  /** Index of the first line end outside quotes at or after `from`, or -1 (state advances to it). */
  scan(text: string, from: number): number {
    for (let i = from; i < text.length; i++) {
      const c = text[i] as string;
      if (!this.inQuote && (c === '\n' || c === '\r')) return i;
      if (this.inQuote && c === this.escape && this.escape !== this.quote) {
        this.lastWasEscape = !this.lastWasEscape;
        continue;
      }
      if (c === this.quote && !this.lastWasEscape) this.inQuote = !this.inQuote;
      this.lastWasEscape = false;
    }
    return -1;
  }

  /** True inside a quoted field. */
  get quoted(): boolean {
    return this.inQuote;
  }

  reset(): void {
    this.inQuote = false;
    this.lastWasEscape = false;
  }
}

/** One value in CSV output: quoted when forced or needed; quote and escape characters escaped. */
export function csvOutValue(s: string, delimiter: string, quote: string, escape: string, force: boolean, nullMarker: string, singleColumn: boolean): string {
  let useQuote = force || s === nullMarker;
  if (!useQuote) {
    if (singleColumn && s === '\\.') useQuote = true;
    else {
      for (let i = 0; i < s.length; i++) {
        const c = s[i];
        if (c === delimiter || c === quote || c === '\n' || c === '\r') {
          useQuote = true;
          break;
        }
      }
    }
  }
  if (!useQuote) return s;
  let out = quote;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (c === quote || c === escape) out += escape;
    out += c;
  }
  return out + quote;
}
