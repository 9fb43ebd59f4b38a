import { pseudoTypeName } from './polymorphic.js';
import { intervalTypmodOut } from './interval-typmod.js';
import { typeByOid } from './registry.js';
import { builtinTypeDisplayName } from './builtin-type-names.js';

/** format_type(oid, typmod) exactly as PostgreSQL prints it. */
export function formatType(oid: number, typmod: number): string {
  const t = typeByOid(oid);
  if (!t) return pseudoTypeName(oid) ?? builtinTypeDisplayName(oid, (e) => formatType(e, -1)) ?? '???';
  // int2vector / oidvector have an element type but are not printed as arrays (typstorage plain)
  if (t.elemOid !== 0 && t.oid !== 22 && t.oid !== 30) return formatType(t.elemOid, typmod) + '[]';
  const has = typmod >= 0;
  switch (t.name) {
    case 'bpchar':
      return has ? `character(${typmod - 4})` : 'bpchar';
    case 'varchar':
      return has ? `character varying(${typmod - 4})` : 'character varying';
    case 'numeric': {
      if (!has) return 'numeric';
      const v = typmod - 4;
      return `numeric(${(v >> 16) & 0xffff},${((v & 0x7ff) ^ 1024) - 1024})`;
    }
    case 'timestamp':
      return has ? `timestamp(${typmod}) without time zone` : 'timestamp without time zone';
    case 'timestamptz':
      return has ? `timestamp(${typmod}) with time zone` : 'timestamp with time zone';
    case 'time':
      return has ? `time(${typmod}) without time zone` : 'time without time zone';
    case 'timetz':
      return has ? `time(${typmod}) with time zone` : 'time with time zone';
    case 'bit':
      return has ? `bit(${typmod})` : 'bit';
    case 'varbit':
      return has ? `bit varying(${typmod})` : 'bit varying';
    case 'interval':
      return `interval${has ? intervalTypmodOut(typmod) : ''}`;
    default:
      return t.displayName;
  }
}
