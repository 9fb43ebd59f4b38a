import { PgError } from '@pgsqlite/errors';

/** One parsed element of a numeric format (formatting.c FormatNode with NUM keywords). */
export type NumNode = { kind: 'key'; key: string } | { kind: 'char'; text: string };

/** NUMDesc of formatting.c: digit counts and flags of a numeric format. */
export interface NumDesc {
  pre: number;
  post: number;
  /** 1-based position of the first '0' before the decimal point (0 = none) */
  zeroStart: number;
  zeroEnd: number;
  multi: number;
  lsign: 'none' | 'pre' | 'post';
  preLsignNum: number;
  decimal: boolean;
  fill: boolean;
  zero: boolean;
  bracket: boolean;
  minus: boolean;
  plus: boolean;
  roman: boolean;
  eeee: boolean;
  isMulti: boolean;
  blank: boolean;
}

/** NUM_keywords, longest first within a first letter (index_seq_search order). */
const KEYS = [
  ',', '.', '0', '9', 'B', 'C', 'D', 'EEEE', 'FM', 'G', 'L', 'MI', 'PL', 'PR', 'RN', 'SG', 'SP', 'S', 'TH', 'V',
  'b', 'c', 'd', 'eeee', 'fm', 'g', 'l', 'mi', 'pl', 'pr', 'rn', 'sg', 'sp', 's', 'th', 'v',
];

const syntax = (msg: string, detail?: string): PgError => new PgError('syntax_error', msg, detail ? { detail } : {});

/** parse_format for NUM_FLAG: keywords, double-quoted literals, `\"`. */
export function parseNumFormat(format: string): NumNode[] {
  const out: NumNode[] = [];
  let i = 0;
  while (i < format.length) {
    const key = KEYS.find((k) => format.startsWith(k, i));
    if (key !== undefined) {
      out.push({ kind: 'key', key });
      i += key.length;
      continue;
    }
    const c = format[i] as string;
    if (c === '"') {
      i++;
      while (i < format.length) {
        if (format[i] === '"') {
          i++;
          break;
        }
        if (format[i] === '\\' && i + 1 < format.length) i++;
        const ch = String.fromCodePoint(format.codePointAt(i) as number);
        out.push({ kind: 'char', text: ch });
        i += ch.length;
      }
      continue;
    }
    if (c === '\\' && format[i + 1] === '"') i++;
    const ch = String.fromCodePoint(format.codePointAt(i) as number);
    out.push({ kind: 'char', text: ch });
    i += ch.length;
  }
  return out;
}

/** NUMDesc_prepare over every node: counts digits and checks the combinations PostgreSQL refuses. */
export function describeNum(nodes: readonly NumNode[]): NumDesc {
  const d: NumDesc = {
    pre: 0, post: 0, zeroStart: 0, zeroEnd: 0, multi: 0, lsign: 'none', preLsignNum: 0, decimal: false, fill: false, zero: false,
    bracket: false, minus: false, plus: false, roman: false, eeee: false, isMulti: false, blank: false,
  };
  const lsign = (): boolean => d.lsign !== 'none';
  for (const n of nodes) {
    if (n.kind !== 'key') continue;
    const k = n.key.toUpperCase();
    if (d.eeee && k !== 'EEEE') throw syntax('"EEEE" must be the last pattern used');
    switch (k) {
      case '9':
        if (d.bracket) throw syntax('"9" must be ahead of "PR"');
        if (d.isMulti) d.multi++;
        else if (d.decimal) d.post++;
        else d.pre++;
        break;
      case '0':
        if (d.bracket) throw syntax('"0" must be ahead of "PR"');
        if (!d.zero && !d.decimal) {
          d.zero = true;
          d.zeroStart = d.pre + 1;
        }
        if (!d.decimal) d.pre++;
        else d.post++;
        d.zeroEnd = d.pre + d.post;
        break;
      case 'B':
        if (d.pre === 0 && d.post === 0 && !d.zero) d.blank = true;
        break;
      case 'D':
      case '.':
        if (d.decimal) throw syntax('multiple decimal points');
        if (d.isMulti) throw syntax('cannot use "V" and decimal point together');
        d.decimal = true;
        break;
      case 'FM':
        d.fill = true;
        break;
      case 'S':
        if (lsign()) throw syntax('cannot use "S" twice');
        if (d.plus || d.minus || d.bracket) throw syntax('cannot use "S" and "PL"/"MI"/"SG"/"PR" together');
        if (!d.decimal) {
          d.lsign = 'pre';
          d.preLsignNum = d.pre;
        } else d.lsign = 'post';
        break;
      case 'MI':
        if (lsign()) throw syntax('cannot use "S" and "MI" together');
        d.minus = true;
        break;
      case 'PL':
        if (lsign()) throw syntax('cannot use "S" and "PL" together');
        d.plus = true;
        break;
      case 'SG':
        if (lsign()) throw syntax('cannot use "S" and "SG" together');
        d.minus = true;
        d.plus = true;
        break;
      case 'PR':
        if (lsign() || d.plus || d.minus) throw syntax('cannot use "PR" and "S"/"PL"/"MI"/"SG" together');
        d.bracket = true;
        break;
      case 'RN':
        d.roman = true;
        break;
      case 'V':
        if (d.decimal) throw syntax('cannot use "V" and decimal point together');
        d.isMulti = true;
        break;
      case 'EEEE':
        if (d.eeee) throw syntax('cannot use "EEEE" twice');
        if (d.blank || d.fill || lsign() || d.bracket || d.minus || d.plus || d.roman || d.isMulti) {
          throw syntax('"EEEE" is incompatible with other formats', '"EEEE" may only be used together with digit and decimal point patterns.');
        }
        d.eeee = true;
        break;
    }
  }
  return d;
}

const cache = new Map<string, { nodes: NumNode[]; desc: NumDesc }>();

/** The parsed format and a fresh copy of its description (the processors adjust it). */
export function numFormat(format: string): { nodes: NumNode[]; desc: NumDesc } {
  let hit = cache.get(format);
  if (!hit) {
    const nodes = parseNumFormat(format);
    hit = { nodes, desc: describeNum(nodes) };
    if (cache.size > 256) cache.clear();
    cache.set(format, hit);
  }
  return { nodes: hit.nodes, desc: { ...hit.desc } };
}
