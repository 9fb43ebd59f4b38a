import { utf8Length } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';

/** ts_headline's option string (`MaxWords=10, StartSel="<em>"`), checked as prsd_headline checks it. */
export interface HeadlineOptions {
  minWords: number;
  maxWords: number;
  shortWord: number;
  maxFragments: number;
  highlightAll: boolean;
  startSel: string;
  stopSel: string;
  fragDelim: string;
}

/** Splits `a = b, c = "d, e"` into name/value pairs (deserialize_deflist). */
function pairs(text: string): [string, string][] {
  const out: [string, string][] = [];
  let i = 0;
  const ws = (): void => { while (i < text.length && /\s/.test(text[i] as string)) i++; };
  const word = (stop: RegExp): string => {
    ws();
    const q = text[i];
    if (q === '"' || q === "'") {
      let v = '';
      i++;
      while (i < text.length) {
        if (text[i] === q) {
          if (text[i + 1] === q) { v += q; i += 2; continue; }
          i++;
          break;
        }
        v += text[i++];
      }
      return v;
    }
    let v = '';
    while (i < text.length && !stop.test(text[i] as string)) v += text[i++];
    return v.trim();
  };
  ws();
  while (i < text.length) {
    const name = word(/[=,\s]/);
    ws();
    if (text[i] !== '=') throw new PgError('syntax_error', `invalid parameter list format: "${text}"`);
    i++;
    const value = word(/,/);
    out.push([name, value]);
    ws();
    if (text[i] === ',') i++;
    ws();
  }
  return out;
}

function int(v: string): number {
  if (!/^\s*[+-]?\d+\s*$/.test(v)) throw new PgError('invalid_text_representation', `invalid input syntax for type integer: "${v}"`);
  return Number.parseInt(v, 10);
}

/** The options of one ts_headline call. */
export function headlineOptions(text: string | undefined): HeadlineOptions {
  const o: HeadlineOptions = { minWords: 15, maxWords: 35, shortWord: 3, maxFragments: 0, highlightAll: false, startSel: '<b>', stopSel: '</b>', fragDelim: ' ... ' };
  for (const [name, value] of text === undefined ? [] : pairs(text)) {
    switch (name.toLowerCase()) {
      case 'maxwords': o.maxWords = int(value); break;
      case 'minwords': o.minWords = int(value); break;
      case 'shortword': o.shortWord = int(value); break;
      case 'maxfragments': o.maxFragments = int(value); break;
      case 'startsel': o.startSel = value; break;
      case 'stopsel': o.stopSel = value; break;
      case 'fragmentdelimiter': o.fragDelim = value; break;
      case 'highlightall': o.highlightAll = ['1', 'on', 'true', 't', 'y', 'yes'].includes(value.toLowerCase()); break;
      default: throw new PgError('invalid_parameter_value', `unrecognized headline parameter: "${name}"`);
    }
  }
  if (!o.highlightAll) {
    if (o.minWords >= o.maxWords) throw new PgError('invalid_parameter_value', 'MinWords should be less than MaxWords');
    if (o.minWords <= 0) throw new PgError('invalid_parameter_value', 'MinWords should be positive');
    if (o.shortWord < 0) throw new PgError('invalid_parameter_value', 'ShortWord should be >= 0');
    if (o.maxFragments < 0) throw new PgError('invalid_parameter_value', 'MaxFragments should be >= 0');
  }
  for (const [name, v] of [['StartSel', o.startSel], ['StopSel', o.stopSel], ['FragmentDelimiter', o.fragDelim]] as const) {
    if (utf8Length(v) > 32767) throw new PgError('invalid_parameter_value', `value for "${name}" is too long`);
  }
  return o;
}
