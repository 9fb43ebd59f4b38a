/**
 * PostgreSQL 15's character lengths and validity (src/common/wchar.c pg_*_mblen, pg_*_verifychar)
 * for the multi-byte client encodings pgsqlite converts; capture-multibyte.mjs checks them against
 * the server for every one- and two-byte sequence.
 */
export type MultibyteKind = 'sjis' | 'eucjp' | 'euckr' | 'euccn' | 'dbcs';

const euc = (c: number): boolean => c >= 0xa1 && c <= 0xfe;

/** pg_encoding_mblen: the length the lead byte announces. */
export function mbLength(kind: MultibyteKind, b: number): number {
  if (b < 0x80) return 1;
  switch (kind) {
    case 'sjis':
      return b >= 0xa1 && b <= 0xdf ? 1 : 2;
    case 'eucjp':
    case 'euckr':
      return b === 0x8f ? 3 : 2;
    case 'euccn':
    case 'dbcs':
      return 2;
  }
}

/** pg_encoding_verifymbchar: the length of the valid character at `i`, or -1. */
export function mbVerify(kind: MultibyteKind, s: Uint8Array, i: number, end: number): number {
  const c1 = s[i] as number;
  if (c1 < 0x80) return c1 === 0 ? -1 : 1;
  const c2 = i + 1 < end ? (s[i + 1] as number) : -1;
  switch (kind) {
    case 'sjis': {
      if (c1 >= 0xa1 && c1 <= 0xdf) return 1;
      if (c2 < 0) return -1;
      const head = (c1 >= 0x81 && c1 <= 0x9f) || (c1 >= 0xe0 && c1 <= 0xfc);
      const tail = (c2 >= 0x40 && c2 <= 0x7e) || (c2 >= 0x80 && c2 <= 0xfc);
      return head && tail ? 2 : -1;
    }
    case 'eucjp': {
      if (c1 === 0x8e) return c2 >= 0xa1 && c2 <= 0xdf ? 2 : -1;
      if (c1 === 0x8f) {
        const c3 = i + 2 < end ? (s[i + 2] as number) : -1;
        return euc(c2) && euc(c3) ? 3 : -1;
      }
      return euc(c1) && euc(c2) ? 2 : -1;
    }
    case 'euckr':
    case 'euccn':
      return euc(c1) && euc(c2) ? 2 : -1;
    case 'dbcs':
      return c2 > 0 ? 2 : -1;
  }
}
