import { describe, expect, it } from 'vitest';
import { sameIgnoringCase } from './names.js';

describe('ddl names: SQLite names compared ignoring case without lowercasing every name (issue 18)', () => {
  it('names-1 agrees with comparing the lowercased strings', () => {
    const names = ['t', 'T', 't1', 'T1', 't1_pkey', 'T1_PKEY', 'a@', 'a`', 'A[', 'a{', 's.t', 'S.T', '.sqlite_x', 'Ä', 'ä', 'K', '\u212A', 'ka', '\u212Aa', 'İ', 'i̇', 'x~2', 'X~2', '', 'ab\u00e9', 'AB\u00c9', 'ab\u00e9c', 'ab'];
    for (const a of names) for (const b of names) expect(sameIgnoringCase(a, b), `${a} / ${b}`).toBe(a.toLowerCase() === b.toLowerCase());
  });
});
