import { describe, expect, it } from 'vitest';
import { PgError } from '@pgsqlite/errors';
import { MessageWriter } from '../message-writer.js';
import { checkClientEncodingValue, clientCodec, encodeText } from './client-codec.js';
import { canonicalEncodingName, encodingName, encodingNumber } from './encoding-names.js';

const codec = (name: string) => clientCodec(name) ?? expect.fail(`${name} has no codec`);
const bytes = (...b: number[]) => Uint8Array.from(b);

function pgError(f: () => unknown): { code: string; message: string } {
  try {
    f();
  } catch (e) {
    if (e instanceof PgError) return { code: e.fields.code, message: e.fields.message };
    throw e;
  }
  return expect.fail('no error');
}

describe('client encodings', () => {
  it('client-codec-1 names and aliases resolve as pg_encname_tbl after clean_encoding_name', () => {
    expect(['latin1', 'ISO-8859-1', "'iso_8859_1'", 'L.A.T.I.N.1'].map(canonicalEncodingName)).toEqual(['LATIN1', 'LATIN1', 'LATIN1', 'LATIN1']);
    expect(['win', 'alt', 'koi8', 'mskanji', 'windows-949', 'tcvn', 'unicode'].map(canonicalEncodingName)).toEqual(['WIN1251', 'WIN866', 'KOI8R', 'SJIS', 'UHC', 'WIN1258', 'UTF8']);
    expect([encodingNumber('UTF-8'), encodingNumber('klingon'), encodingName(8), encodingName(99)]).toEqual([6, -1, 'LATIN1', '']);
    expect(checkClientEncodingValue('Windows-1252')).toBe('WIN1252');
    expect(pgError(() => checkClientEncodingValue('klingon')).code).toBe('22023');
    expect(pgError(() => checkClientEncodingValue('euc_tw')).code).toBe('0A000');
    expect(clientCodec('UTF8')).toBeNull();
    expect(clientCodec('SQL_ASCII')).toBeNull();
  });

  it('client-codec-2 single-byte: the tables, 22P05 both ways, NUL 22021 first', () => {
    const win = codec('WIN1252');
    expect(win.decode(bytes(0x41, 0x80, 0xe9), 0, 3)).toBe('A€é');
    expect(encodeText('A€é', win)).toEqual(bytes(0x41, 0x80, 0xe9));
    expect(pgError(() => win.decode(bytes(0x81), 0, 1)).message).toBe('character with byte sequence 0x81 in encoding "WIN1252" has no equivalent in encoding "UTF8"');
    expect(pgError(() => win.decode(bytes(0x81, 0x00), 0, 2)).message).toBe('invalid byte sequence for encoding "WIN1252": 0x00');
    expect(pgError(() => encodeText('a日', codec('LATIN1')))).toEqual({ code: '22P05', message: 'character with byte sequence 0xe6 0x97 0xa5 in encoding "UTF8" has no equivalent in encoding "LATIN1"' });
    expect(pgError(() => encodeText('😀', codec('LATIN1'))).message).toContain('0xf0 0x9f 0x98 0x80');
  });

  it('client-codec-3 multi-byte: verification before conversion, 22021 and 22P05 as PostgreSQL', () => {
    const sjis = codec('SJIS');
    expect(sjis.decode(bytes(0x93, 0xfa, 0x96, 0x7b, 0xb1), 0, 5)).toBe('日本ｱ');
    expect(encodeText('日本ｱ¥', sjis)).toEqual(bytes(0x93, 0xfa, 0x96, 0x7b, 0xb1, 0x5c));
    expect(pgError(() => sjis.decode(bytes(0x85, 0x40, 0x81, 0x20), 0, 4)).message).toBe('invalid byte sequence for encoding "SJIS": 0x81 0x20');
    expect(pgError(() => sjis.decode(bytes(0x85, 0x40), 0, 2)).message).toBe('character with byte sequence 0x85 0x40 in encoding "SJIS" has no equivalent in encoding "UTF8"');
    expect(pgError(() => codec('GBK').decode(bytes(0x8d, 0x20), 0, 2)).message).toBe('invalid byte sequence for encoding "GBK": 0x8d 0x20');
    expect(encodeText('日本', codec('EUC_JP'))).toEqual(bytes(0xc6, 0xfc, 0xcb, 0xdc));
  });

  it('client-codec-4 a message the encoding cannot hold is not written; an error is replaced by the 22P05', () => {
    const w = new MessageWriter();
    w.setClientCodec(codec('LATIN1'));
    w.commandComplete('SELECT 1');
    const before = w.length;
    expect(pgError(() => w.dataRow(['ok', '日'])).code).toBe('22P05');
    expect(pgError(() => w.rowDescription([{ name: '日', tableOid: 0, columnAttr: 0, typeOid: 25, typeSize: -1, typeModifier: -1, format: 0 }])).code).toBe('22P05');
    expect(w.length).toBe(before);
    w.errorResponse({ severity: 'ERROR', code: '22P02', message: 'invalid input syntax for type integer: "日"' });
    const out = Buffer.from(w.take());
    expect(out.subarray(before).toString('latin1')).toContain('C22P05\0Mcharacter with byte sequence 0xe6 0x97 0xa5 in encoding "UTF8" has no equivalent in encoding "LATIN1"\0');
  });
});
