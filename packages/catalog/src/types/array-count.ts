import { PgError } from '@pgsqlite/errors';
import { isPgSpace } from './codec-util.js';

/**
 * array_in's first pass over the braces (arrayfuncs.c ArrayCount): a state machine that decides
 * which characters may follow which, so that `{{},{}}`, `{{"1 2" x},{3}}` or `{1,{2}}` are
 * refused with PostgreSQL's DETAIL before any element is read. The element reader
 * (array-literal.ts) runs after it and only on literals it accepted.
 */

type State = 'none' | 'levelStarted' | 'elemStarted' | 'quotedStarted' | 'quotedCompleted' | 'elemDelimited' | 'levelCompleted' | 'levelDelimited';

const MAXDIM = 6;

function malformed(text: string, detail: string): PgError {
  return new PgError('invalid_text_representation', `malformed array literal: "${text}"`, { detail });
}

/** Checks the literal's body (from its first `{`, after any dimension decoration); `text` is the whole literal for messages. */
export function checkArrayBraces(text: string, start: number, delim: string): void {
  let state: State = 'none';
  let nest = 0;
  let inQuotes = false;
  const unexpected = (c: string): never => {
    throw malformed(text, `Unexpected "${c}" character.`);
  };
  let i = start;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      if (state !== 'levelStarted' && state !== 'elemStarted' && state !== 'quotedStarted' && state !== 'elemDelimited') unexpected('\\');
      if (state !== 'quotedStarted') state = 'elemStarted';
      if (i + 1 >= text.length) throw malformed(text, 'Unexpected end of input.');
      i++;
    } else if (c === '"') {
      if (state !== 'levelStarted' && state !== 'quotedStarted' && state !== 'elemDelimited') throw malformed(text, 'Unexpected array element.');
      inQuotes = !inQuotes;
      state = inQuotes ? 'quotedStarted' : 'quotedCompleted';
    } else if (inQuotes) {
      continue;
    } else if (c === '{') {
      if (state !== 'none' && state !== 'levelStarted' && state !== 'levelDelimited') unexpected('{');
      state = 'levelStarted';
      if (nest >= MAXDIM) throw new PgError('program_limit_exceeded', `number of array dimensions (${nest + 1}) exceeds the maximum allowed (${MAXDIM})`);
      nest++;
    } else if (c === '}') {
      const ok = state === 'elemStarted' || state === 'quotedCompleted' || state === 'levelCompleted' || (nest === 1 && state === 'levelStarted');
      if (!ok) unexpected('}');
      state = 'levelCompleted';
      if (nest === 0) throw malformed(text, 'Unmatched "}" character.');
      nest--;
      if (nest === 0) {
        i++;
        break;
      }
    } else if (c === delim) {
      if (state !== 'elemStarted' && state !== 'quotedCompleted' && state !== 'levelCompleted') unexpected(delim);
      state = state === 'levelCompleted' ? 'levelDelimited' : 'elemDelimited';
    } else if (!isPgSpace(c)) {
      if (state !== 'levelStarted' && state !== 'elemStarted' && state !== 'elemDelimited') throw malformed(text, 'Unexpected array element.');
      state = 'elemStarted';
    }
  }
  if (nest > 0 || state === 'none') throw malformed(text, 'Unexpected end of input.');
  for (; i < text.length; i++) if (!isPgSpace(text[i])) throw malformed(text, 'Junk after closing right brace.');
}
