/**
 * The Snowball English ("Porter2") stemmer, written from the published algorithm
 * (snowballstem.org/algorithms/english/stemmer.html), as PostgreSQL's english_stem dictionary
 * applies it to a lower-cased word. Characters other than a e i o u y are consonants.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
const isV = (c: string | undefined): boolean => c !== undefined && VOWELS.has(c);
const VALID_LI = new Set(['c', 'd', 'e', 'g', 'h', 'k', 'm', 'n', 'r', 't']);
const DOUBLES = ['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt'];

const EXCEPTIONS1: Record<string, string> = {
  skis: 'ski', skies: 'sky', dying: 'die', lying: 'lie', tying: 'tie', idly: 'idl', gently: 'gentl', ugly: 'ugli',
  early: 'earli', only: 'onli', singly: 'singl', sky: 'sky', news: 'news', howe: 'howe', atlas: 'atlas',
  cosmos: 'cosmos', bias: 'bias', andes: 'andes',
};
const EXCEPTIONS2 = new Set(['inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed']);

/** The longest of `suffixes` that `w` ends with. */
function longest(w: readonly string[], suffixes: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const s of suffixes) {
    if (s.length <= w.length && (best === undefined || s.length > best.length) && w.slice(w.length - s.length).join('') === s) best = s;
  }
  return best;
}

/** Stems one lower-case word. */
export function stemEnglish(word: string): string {
  const exc = EXCEPTIONS1[word];
  if (exc !== undefined) return exc;
  const w = [...word];
  if (w.length < 3) return word;
  // prelude
  if (w[0] === "'") w.shift();
  if (w[0] === 'y') w[0] = 'Y';
  for (let i = 1; i < w.length; i++) if (w[i] === 'y' && isV(w[i - 1])) w[i] = 'Y';
  // regions
  const afterVC = (from: number): number => {
    let i = from;
    while (i < w.length && !isV(w[i])) i++;
    while (i < w.length && isV(w[i])) i++;
    return i < w.length ? i + 1 : w.length;
  };
  const start = w.join('');
  const pre = ['gener', 'commun', 'arsen'].find((p) => start.startsWith(p));
  const p1 = pre !== undefined ? pre.length : afterVC(0);
  const p2 = afterVC(p1);
  const end = (): number => w.length;
  const setSuffix = (len: number, rep: string): void => { w.splice(w.length - len, len, ...rep); };
  const shortv = (at: number): boolean => {
    // non-vowel, vowel, non-vowel other than w x Y ending at `at`; or vowel + non-vowel at the start
    const c = w[at - 1], b = w[at - 2], a = w[at - 3];
    if (at >= 3 && !isV(c) && c !== 'w' && c !== 'x' && c !== 'Y' && isV(b) && !isV(a)) return true;
    return at === 2 && !isV(c) && isV(b);
  };
  // step 0 + 1a
  const apos = longest(w, ["'", "'s", "'s'"]);
  if (apos !== undefined) setSuffix(apos.length, '');
  const s1a = longest(w, ['sses', 'ied', 'ies', 's', 'us', 'ss']);
  if (s1a === 'sses') setSuffix(4, 'ss');
  else if (s1a === 'ied' || s1a === 'ies') setSuffix(3, w.length - 3 > 1 ? 'i' : 'ie');
  else if (s1a === 's') {
    let hasV = false;
    for (let i = 0; i < w.length - 2; i++) if (isV(w[i])) hasV = true;
    if (hasV) setSuffix(1, '');
  }
  if (EXCEPTIONS2.has(w.join(''))) return w.join('').replaceAll('Y', 'y');
  // step 1b
  const s1b = longest(w, ['eed', 'eedly', 'ed', 'edly', 'ing', 'ingly']);
  if (s1b === 'eed' || s1b === 'eedly') {
    if (end() - s1b.length >= p1) setSuffix(s1b.length, 'ee');
  } else if (s1b !== undefined) {
    const stemEnd = w.length - s1b.length;
    let hasV = false;
    for (let i = 0; i < stemEnd; i++) if (isV(w[i])) hasV = true;
    if (hasV) {
      setSuffix(s1b.length, '');
      const tail = longest(w, ['at', 'bl', 'iz', ...DOUBLES]);
      if (tail === 'at' || tail === 'bl' || tail === 'iz') w.push('e');
      else if (tail !== undefined) w.pop();
      else if (w.length === p1 && shortv(w.length)) w.push('e');
    }
  }
  // step 1c
  const last = w[w.length - 1];
  if ((last === 'y' || last === 'Y') && w.length > 2 && !isV(w[w.length - 2])) w[w.length - 1] = 'i';
  // step 2
  const S2: Record<string, string> = {
    tional: 'tion', enci: 'ence', anci: 'ance', abli: 'able', entli: 'ent', izer: 'ize', ization: 'ize', ational: 'ate', ation: 'ate',
    ator: 'ate', alism: 'al', aliti: 'al', alli: 'al', fulness: 'ful', ousli: 'ous', ousness: 'ous', iveness: 'ive', iviti: 'ive',
    biliti: 'ble', bli: 'ble', ogi: 'og', fulli: 'ful', lessli: 'less', li: '',
  };
  const s2 = longest(w, Object.keys(S2));
  if (s2 !== undefined && end() - s2.length >= p1) {
    const before = w[w.length - s2.length - 1];
    if (s2 === 'ogi') { if (before === 'l') setSuffix(3, 'og'); }
    else if (s2 === 'li') { if (before !== undefined && VALID_LI.has(before)) setSuffix(2, ''); }
    else setSuffix(s2.length, S2[s2] as string);
  }
  // step 3
  const S3: Record<string, string> = { tional: 'tion', ational: 'ate', alize: 'al', icate: 'ic', iciti: 'ic', ical: 'ic', ful: '', ness: '', ative: '' };
  const s3 = longest(w, Object.keys(S3));
  if (s3 !== undefined && end() - s3.length >= p1) {
    if (s3 !== 'ative' || end() - s3.length >= p2) setSuffix(s3.length, S3[s3] as string);
  }
  // step 4
  const S4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion'];
  const s4 = longest(w, S4);
  if (s4 !== undefined && end() - s4.length >= p2) {
    if (s4 !== 'ion') setSuffix(s4.length, '');
    else {
      const b = w[w.length - 4];
      if (b === 's' || b === 't') setSuffix(3, '');
    }
  }
  // step 5
  const l5 = w[w.length - 1];
  if (l5 === 'e') {
    const at = w.length - 1;
    if (at >= p2 || (at >= p1 && !shortv(at))) w.pop();
  } else if (l5 === 'l') {
    if (w.length - 1 >= p2 && w[w.length - 2] === 'l') w.pop();
  }
  return w.join('').replaceAll('Y', 'y');
}
