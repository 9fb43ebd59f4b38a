import { PgError } from '@pgsqlite/errors';
import { numFormat, type NumDesc, type NumNode } from './num-format.js';

const RM1 = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'];
const RM10 = ['X', 'XX', 'XXX', 'XL', 'L', 'LX', 'LXX', 'LXXX', 'XC'];
const RM100 = ['C', 'CC', 'CCC', 'CD', 'D', 'DC', 'DCC', 'DCCC', 'CM'];

/** int_to_roman: 1..3999, else fifteen '#'. */
export function intToRoman(n: number): string {
  if (n > 3999 || n < 1) return '#'.repeat(15);
  const s = String(n);
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const d = Number(s[i]) - 1;
    const len = s.length - i;
    if (d < 0) continue;
    if (len > 3) out += 'M'.repeat(d + 1);
    else out += ((len === 3 ? RM100 : len === 2 ? RM10 : RM1)[d] as string);
  }
  return out;
}

/** The digits to print (no sign), the padding before them and the sign, as the *_to_char callers prepare them. */
export interface NumText {
  number: string;
  preSpaces: number;
  /** '' for roman numerals (formatting.c's sign 0) */
  sign: '+' | '-' | '';
}

/** Fits a plain digit string (with optional '.') to the format's integer digits: padding or '#' overflow. */
export function fitDigits(numstr: string, sign: '+' | '-', d: NumDesc): NumText {
  const point = numstr.indexOf('.');
  const preLen = point >= 0 ? point : numstr.length;
  if (preLen < d.pre) return { number: numstr, preSpaces: d.pre - preLen, sign };
  if (preLen > d.pre) return { number: `${'#'.repeat(d.pre)}.${'#'.repeat(d.post)}`, preSpaces: 0, sign };
  return { number: numstr, preSpaces: 0, sign };
}

function ordinalSuffix(num: string, upper: boolean): string {
  const last = num[num.length - 1] ?? '';
  if (last < '0' || last > '9') throw new PgError('invalid_text_representation', `"${num}" is not a number`);
  const teen = num.length > 1 && num[num.length - 2] === '1';
  const s = teen ? 'th' : last === '1' ? 'st' : last === '2' ? 'nd' : last === '3' ? 'rd' : 'th';
  return upper ? s.toUpperCase() : s;
}

/** The state of NUM_processor while writing (NUMProc). */
interface Proc {
  d: NumDesc;
  number: string;
  p: number;
  out: string;
  sign: '+' | '-' | '';
  signWrote: boolean;
  numIn: boolean;
  numCurr: number;
  numCount: number;
  preSpaces: number;
  lastRelevant: number;
  /** where the output ends: the first digit position past the digits (NUM_numpart_to_char writes the NUL there) */
  cut?: number;
}

function predecSpace(s: Proc): boolean {
  return !s.d.zero && s.p === 0 && s.number[0] === '0' && s.d.post !== 0;
}

function lastIs(s: Proc, ch: string): boolean {
  return s.lastRelevant >= 0 && s.number[s.lastRelevant] === ch;
}

/** NUM_numpart_to_char: one digit position (9, 0, '.', D). */
function numpart(s: Proc, key: string): void {
  const d = s.d;
  if (d.roman) return;
  s.numIn = false;
  if (!s.signWrote && (s.numCurr >= s.preSpaces || (d.zero && d.zeroStart === s.numCurr)) && (!predecSpace(s) || lastIs(s, '.'))) {
    if (d.lsign !== 'none') {
      if (d.lsign === 'pre') {
        s.out += s.sign;
        s.signWrote = true;
      }
    } else if (d.bracket) {
      s.out += s.sign === '+' ? ' ' : '<';
      s.signWrote = true;
    } else if (s.sign === '+') {
      if (!d.fill) s.out += ' ';
      s.signWrote = true;
    } else {
      s.out += '-';
      s.signWrote = true;
    }
  }
  if (s.numCurr < s.preSpaces && (d.zeroStart > s.numCurr || !d.zero)) {
    if (!d.fill) s.out += ' ';
  } else if (d.zero && s.numCurr < s.preSpaces && d.zeroStart <= s.numCurr) {
    s.out += '0';
    s.numIn = true;
  } else {
    const c = s.number[s.p];
    if (c === '.') {
      if (!lastIs(s, '.') || d.fill) s.out += '.';
    } else if (s.lastRelevant >= 0 && s.p > s.lastRelevant && key !== '0') {
      // trailing zeros dropped by FM
    } else if (predecSpace(s)) {
      if (!d.fill) s.out += ' ';
      else if (lastIs(s, '.')) s.out += '0';
    } else {
      // past the end of the digits (a decimal point with no digit after it, which rounds the
      // value to an integer): PostgreSQL writes the string's NUL here, so its output ends here
      if (c === undefined) s.cut ??= s.out.length;
      s.out += c ?? '';
      s.numIn = true;
    }
    if (s.p < s.number.length) s.p++;
  }
  let end = s.numCount + (s.preSpaces ? 1 : 0) + (d.decimal ? 1 : 0);
  if (s.lastRelevant >= 0 && s.lastRelevant === s.p) end = s.numCurr;
  if (s.numCurr + 1 === end) {
    if (s.signWrote && d.bracket) s.out += s.sign === '+' ? ' ' : '>';
    else if (d.lsign === 'post') s.out += s.sign;
  }
  s.numCurr++;
}

function lastRelevantDigit(number: string): number {
  const point = number.indexOf('.');
  if (point < 0) return -1;
  let r = point;
  for (let i = point + 1; i < number.length; i++) if (number[i] !== '0') r = i;
  return r;
}

/** NUM_processor in to_char mode over prepared digits. */
export function numProcess(nodes: readonly NumNode[], d: NumDesc, t: NumText): string {
  if (d.zeroStart) d.zeroStart--;
  if (d.eeee) return t.number;
  if (d.roman) {
    const fill = d.fill;
    Object.assign(d, { lsign: 'none', preLsignNum: 0, post: 0, pre: 0, zero: false, decimal: false, bracket: false, minus: false, plus: false, isMulti: false, fill });
    t = { ...t, preSpaces: 0 };
  }
  const s: Proc = { d, number: t.number, p: 0, out: '', sign: t.sign, signWrote: false, numIn: false, numCurr: 0, numCount: 0, preSpaces: 0, lastRelevant: -1 };
  if (!d.roman) {
    if (d.plus || d.minus) s.signWrote = !(d.plus && !d.minus);
    else {
      if (s.sign !== '-' && d.fill) d.bracket = false;
      s.signWrote = s.sign === '+' && d.fill && d.lsign === 'none';
      if (d.lsign === 'pre' && d.pre === d.preLsignNum) d.lsign = 'post';
    }
  }
  s.numCount = d.post + d.pre - 1;
  s.preSpaces = d.roman ? 0 : t.preSpaces;
  if (d.fill && d.decimal) {
    s.lastRelevant = lastRelevantDigit(s.number);
    if (s.lastRelevant >= 0 && d.zeroEnd > s.preSpaces) {
      const lastZero = Math.min(s.number.length - 1, d.zeroEnd - s.preSpaces);
      if (s.lastRelevant < lastZero) s.lastRelevant = lastZero;
    }
  }
  if (!s.signWrote && s.preSpaces === 0) s.numCount++;
  for (const n of nodes) {
    if (n.kind === 'char') {
      s.out += n.text;
      continue;
    }
    const k = n.key;
    switch (k.toUpperCase()) {
      case '9': case '0': case '.': case 'D':
        numpart(s, k);
        break;
      case ',': case 'G':
        if (s.numIn) s.out += ',';
        else if (!d.fill) s.out += ' ';
        break;
      case 'L':
        s.out += ' ';
        break;
      case 'RN': {
        const r = k === 'rn' ? s.number.toLowerCase() : s.number;
        s.out += d.fill ? r : r.padStart(15, ' ');
        break;
      }
      case 'TH':
        if (d.roman || s.number[0] === '#' || s.sign === '-' || d.decimal) break;
        s.out += ordinalSuffix(s.number, k === 'TH');
        break;
      case 'MI':
        if (s.sign === '-') s.out += '-';
        else if (!d.fill) s.out += ' ';
        break;
      case 'PL':
        if (s.sign === '+') s.out += '+';
        else if (!d.fill) s.out += ' ';
        break;
      case 'SG':
        s.out += s.sign;
        break;
    }
  }
  return s.cut === undefined ? s.out : s.out.slice(0, s.cut);
}

/** to_char over a value already turned into NumText by `prepare` (which sees the format's description). */
export function numToChar(format: string, prepare: (d: NumDesc) => NumText | string): string {
  if (format === '') return '';
  const { nodes, desc } = numFormat(format);
  const t = prepare(desc);
  if (typeof t === 'string') return numProcess(nodes, desc, { number: t, preSpaces: 0, sign: '' });
  return numProcess(nodes, desc, t);
}
