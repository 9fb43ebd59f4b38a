import { PgError } from '@pgsqlite/errors';
import { storedString, utf8Decode, utf8Encode } from './codec-util.js';
import { defineType } from './define.js';
import { searchRecordText } from './search-record.js';

/** void: the result type of functions returning nothing; prints as empty. */
export const voidType = defineType({
  oid: 2278,
  name: 'void',
  displayName: 'void',
  storage: 'text',
  len: 4,
  category: 'P',
  toText: () => '',
  fromText: () => '',
  toBinary: () => new Uint8Array(0),
  fromBinary: () => '',
});

/**
 * record: anonymous row values, carried as their text form. Their binary form needs the field types
 * (record_send), which only the plan knows (the result column's layout, backend value-output.ts):
 * without them it is refused, never sent as text.
 */
export const recordType = defineType({
  oid: 2249,
  name: 'record',
  displayName: 'record',
  storage: 'text',
  category: 'P',
  arrayOid: 2287,
  toText: (v) => searchRecordText(storedString(v)),
  fromText: () => {
    throw new PgError('feature_not_supported', 'input of anonymous composite types is not implemented');
  },
  toBinary: () => {
    throw new PgError('feature_not_supported', 'binary output of a record value whose field types are not known is not supported by pgsqlite');
  },
  fromBinary: (b) => utf8Decode(b),
});

/** trigger: the declared result type of trigger functions (no values of it ever exist). */
export const triggerType = defineType({
  oid: 2279,
  name: 'trigger',
  displayName: 'trigger',
  storage: 'text',
  len: 4,
  category: 'P',
  toText: (v) => storedString(v),
  fromText: () => {
    throw new PgError('feature_not_supported', 'cannot accept a value of type trigger');
  },
  toBinary: (v) => utf8Encode(storedString(v)),
  fromBinary: () => {
    throw new PgError('feature_not_supported', 'cannot accept a value of type trigger');
  },
});
