/**
 * PostgreSQL 15's character lengths and validity rules (src/common/wchar.c: pg_*_mblen and
 * pg_*_verifychar) for the multi-byte client encodings pgsqlite converts. Shared by the capture
 * script (which checks them against the server) and, as data, by the codec.
 *
 * kind 'sjis': 0xA1–0xDF one byte; another high byte leads two, head 0x81–0x9F/0xE0–0xFC, tail 0x40–0x7E/0x80–0xFC.
 * kind 'eucjp': 0x8E + 0xA1–0xDF; 0x8F + two of 0xA1–0xFE; another high byte + one, both 0xA1–0xFE.
 * kind 'euckr': a high byte + one, both 0xA1–0xFE (lengths as pg_euc_mblen: 0x8F counts 3).
 * kind 'euccn': as 'euckr', every high byte counting 2.
 * kind 'dbcs' (GBK, BIG5, UHC): a high byte + any byte but NUL.
 */
export const MULTIBYTE = { SJIS: 'sjis', EUC_JP: 'eucjp', EUC_KR: 'euckr', GBK: 'dbcs', BIG5: 'dbcs', EUC_CN: 'euccn', UHC: 'dbcs' };
