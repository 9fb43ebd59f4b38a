/**
 * The names PostgreSQL 15's pg_encname_tbl (src/common/encnames.c) resolves, cleaned as
 * clean_encoding_name cleans them, with the encoding each names. capture-encodings.mjs checks
 * every entry against pg_char_to_encoding of the running server before writing it out.
 */
export const ENCODING_ALIASES = [
  ['abc', 'WIN1258'], ['alt', 'WIN866'], ['big5', 'BIG5'], ['euccn', 'EUC_CN'], ['eucjis2004', 'EUC_JIS_2004'],
  ['eucjp', 'EUC_JP'], ['euckr', 'EUC_KR'], ['euctw', 'EUC_TW'], ['gb18030', 'GB18030'], ['gbk', 'GBK'],
  ['iso88591', 'LATIN1'], ['iso885910', 'LATIN6'], ['iso885913', 'LATIN7'], ['iso885914', 'LATIN8'],
  ['iso885915', 'LATIN9'], ['iso885916', 'LATIN10'], ['iso88592', 'LATIN2'], ['iso88593', 'LATIN3'],
  ['iso88594', 'LATIN4'], ['iso88595', 'ISO_8859_5'], ['iso88596', 'ISO_8859_6'], ['iso88597', 'ISO_8859_7'],
  ['iso88598', 'ISO_8859_8'], ['iso88599', 'LATIN5'], ['johab', 'JOHAB'], ['koi8', 'KOI8R'], ['koi8r', 'KOI8R'],
  ['koi8u', 'KOI8U'], ['latin1', 'LATIN1'], ['latin10', 'LATIN10'], ['latin2', 'LATIN2'], ['latin3', 'LATIN3'],
  ['latin4', 'LATIN4'], ['latin5', 'LATIN5'], ['latin6', 'LATIN6'], ['latin7', 'LATIN7'], ['latin8', 'LATIN8'],
  ['latin9', 'LATIN9'], ['mskanji', 'SJIS'], ['muleinternal', 'MULE_INTERNAL'], ['shiftjis', 'SJIS'],
  ['shiftjis2004', 'SHIFT_JIS_2004'], ['sjis', 'SJIS'], ['sqlascii', 'SQL_ASCII'], ['tcvn', 'WIN1258'],
  ['tcvn5712', 'WIN1258'], ['uhc', 'UHC'], ['unicode', 'UTF8'], ['utf8', 'UTF8'], ['vscii', 'WIN1258'],
  ['win', 'WIN1251'], ['win1250', 'WIN1250'], ['win1251', 'WIN1251'], ['win1252', 'WIN1252'], ['win1253', 'WIN1253'],
  ['win1254', 'WIN1254'], ['win1255', 'WIN1255'], ['win1256', 'WIN1256'], ['win1257', 'WIN1257'], ['win1258', 'WIN1258'],
  ['win866', 'WIN866'], ['win874', 'WIN874'], ['win932', 'SJIS'], ['win936', 'GBK'], ['win949', 'UHC'], ['win950', 'BIG5'],
  ['windows1250', 'WIN1250'], ['windows1251', 'WIN1251'], ['windows1252', 'WIN1252'], ['windows1253', 'WIN1253'],
  ['windows1254', 'WIN1254'], ['windows1255', 'WIN1255'], ['windows1256', 'WIN1256'], ['windows1257', 'WIN1257'],
  ['windows1258', 'WIN1258'], ['windows866', 'WIN866'], ['windows874', 'WIN874'], ['windows932', 'SJIS'],
  ['windows936', 'GBK'], ['windows949', 'UHC'], ['windows950', 'BIG5'],
];
