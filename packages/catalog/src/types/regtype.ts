import { PgError } from '@pgsqlite/errors';
import { defineType } from './define.js';
import { beBytes, badBinary, pgTrim, storedBigInt, viewOf } from './codec-util.js';
import { formatType } from './format-type.js';
import { typeByName } from './registry.js';

/**
 * regtype: stored and sent in binary as the type's OID; text output is the type's name as
 * format_type prints it (`double precision`), input takes a name or a numeric OID.
 */
export const regtypeType = defineType({
  oid: 2206,
  name: 'regtype',
  displayName: 'regtype',
  storage: 'integer',
  len: 4,
  category: 'N',
  arrayOid: 2211,
  toText: (v) => {
    const oid = Number(storedBigInt(v)) >>> 0;
    return oid === 0 ? '-' : formatType(oid, -1);
  },
  fromText: (text) => {
    const t = pgTrim(text);
    if (/^\d+$/.test(t)) return Number(t);
    const type = typeByName(t);
    if (!type) throw new PgError('undefined_object', `type "${t}" does not exist`);
    return type.oid;
  },
  toBinary: (v) => beBytes(4, (dv) => dv.setUint32(0, Number(storedBigInt(v)) >>> 0)),
  fromBinary: (b) => {
    if (b.length !== 4) throw badBinary();
    return viewOf(b, 4).getUint32(0);
  },
});
