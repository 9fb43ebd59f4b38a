import type { InfoViewDef } from './information-schema-sql.js';
import { typeFactColumns } from './information-schema-type-facts.js';

const DB = 'pg_catalog.current_database()';
const YES_NO = (cond: string): string => `(CASE WHEN ${cond} THEN 'YES' ELSE 'NO' END)`;
/** A collation other than the database default: its catalog, schema and name columns (NULL for the default). */
const COLLATION = (prefix: string): Record<string, string> => ({
  [`${prefix}_catalog`]: `(CASE WHEN nco.nspname IS NOT NULL THEN ${DB} END)`,
  [`${prefix}_schema`]: 'nco.nspname',
  [`${prefix}_name`]: 'co.collname',
});
const COLLATION_JOIN = (collation: string): string =>
  `LEFT JOIN (pg_catalog.pg_collation co JOIN pg_catalog.pg_namespace nco ON co.collnamespace = nco.oid) ON ${collation} = co.oid AND NOT (nco.nspname = 'pg_catalog' AND co.collname = 'default')`;
const TYPE_VISIBLE = (owner: string, type: string): string => `(pg_catalog.pg_has_role(${owner}, 'USAGE') OR pg_catalog.has_type_privilege(${type}, 'USAGE'))`;
/** The encodings a collation of this database may have: any (-1) or the database's. */
const COLLATION_USABLE = `c.collencoding IN (-1, (SELECT d.encoding FROM pg_catalog.pg_database d WHERE d.datname = ${DB}))`;

/** Domains, composite types and their attributes, array element types, collations. */
export const TYPE_VIEWS: Record<string, InfoViewDef> = {
  domains: {
    cols: {
      domain_catalog: DB, domain_schema: 'nt.nspname', domain_name: 't.typname',
      data_type: `(CASE WHEN bt.typelem <> 0 AND bt.typlen = -1 THEN 'ARRAY' WHEN nbt.nspname = 'pg_catalog' THEN pg_catalog.format_type(t.typbasetype, NULL) ELSE 'USER-DEFINED' END)`,
      ...typeFactColumns('t.typbasetype', 't.typtypmod'),
      ...COLLATION('collation'),
      domain_default: 't.typdefault',
      udt_catalog: DB, udt_schema: 'nbt.nspname', udt_name: 'bt.typname',
      dtd_identifier: `'1'`,
    },
    from: `pg_catalog.pg_type t JOIN pg_catalog.pg_namespace nt ON t.typnamespace = nt.oid
      JOIN (pg_catalog.pg_type bt JOIN pg_catalog.pg_namespace nbt ON bt.typnamespace = nbt.oid) ON t.typbasetype = bt.oid AND t.typtype = 'd'
      ${COLLATION_JOIN('t.typcollation')}
      WHERE ${TYPE_VISIBLE('t.typowner', 't.oid')}`,
  },
  domain_constraints: {
    cols: {
      constraint_catalog: DB, constraint_schema: 'rs.nspname', constraint_name: 'con.conname',
      domain_catalog: DB, domain_schema: 'n.nspname', domain_name: 't.typname',
      is_deferrable: YES_NO('con.condeferrable'), initially_deferred: YES_NO('con.condeferred'),
    },
    from: `pg_catalog.pg_constraint con JOIN pg_catalog.pg_namespace rs ON rs.oid = con.connamespace
      JOIN pg_catalog.pg_type t ON t.oid = con.contypid JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
      WHERE ${TYPE_VISIBLE('t.typowner', 't.oid')}`,
  },
  domain_udt_usage: {
    cols: { udt_catalog: DB, udt_schema: 'nbt.nspname', udt_name: 'bt.typname', domain_catalog: DB, domain_schema: 'nt.nspname', domain_name: 't.typname' },
    from: `pg_catalog.pg_type t JOIN pg_catalog.pg_namespace nt ON t.typnamespace = nt.oid
      JOIN pg_catalog.pg_type bt ON t.typbasetype = bt.oid JOIN pg_catalog.pg_namespace nbt ON bt.typnamespace = nbt.oid
      WHERE t.typtype = 'd' AND pg_catalog.pg_has_role(bt.typowner, 'USAGE')`,
  },
  user_defined_types: {
    cols: {
      user_defined_type_catalog: DB, user_defined_type_schema: 'n.nspname', user_defined_type_name: 'c.relname',
      user_defined_type_category: `'STRUCTURED'`, is_instantiable: `'YES'`,
    },
    from: `pg_catalog.pg_namespace n JOIN pg_catalog.pg_class c ON n.oid = c.relnamespace JOIN pg_catalog.pg_type t ON t.typrelid = c.oid
      WHERE c.relkind = 'c' AND ${TYPE_VISIBLE('t.typowner', 't.oid')}`,
  },
  attributes: {
    cols: {
      udt_catalog: DB, udt_schema: 'nc.nspname', udt_name: 'c.relname', attribute_name: 'a.attname', ordinal_position: 'a.attnum',
      attribute_default: 'pg_catalog.pg_get_expr(ad.adbin, ad.adrelid)',
      is_nullable: `(CASE WHEN a.attnotnull OR (t.typtype = 'd' AND t.typnotnull) THEN 'NO' ELSE 'YES' END)`,
      data_type: `(CASE WHEN t.typelem <> 0 AND t.typlen = -1 THEN 'ARRAY' WHEN nt.nspname = 'pg_catalog' THEN pg_catalog.format_type(a.atttypid, NULL) ELSE 'USER-DEFINED' END)`,
      ...typeFactColumns(`(CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE a.atttypid END)`, `(CASE WHEN t.typtype = 'd' THEN t.typtypmod ELSE a.atttypmod END)`),
      ...COLLATION('collation'),
      attribute_udt_catalog: DB, attribute_udt_schema: 'nt.nspname', attribute_udt_name: 't.typname',
      dtd_identifier: 'a.attnum', is_derived_reference_attribute: `'NO'`,
    },
    from: `pg_catalog.pg_attribute a LEFT JOIN pg_catalog.pg_attrdef ad ON a.attrelid = ad.adrelid AND a.attnum = ad.adnum
      JOIN (pg_catalog.pg_class c JOIN pg_catalog.pg_namespace nc ON c.relnamespace = nc.oid) ON a.attrelid = c.oid
      JOIN (pg_catalog.pg_type t JOIN pg_catalog.pg_namespace nt ON t.typnamespace = nt.oid) ON a.atttypid = t.oid
      ${COLLATION_JOIN('a.attcollation')}
      WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind = 'c' AND ${TYPE_VISIBLE('c.relowner', 'c.reltype')}`,
  },
  element_types: {
    cols: {
      object_catalog: DB, object_schema: 'n.nspname', object_name: 'x.objname', object_type: 'x.objtype', collection_type_identifier: 'x.objdtdid',
      data_type: `(CASE WHEN nbt.nspname = 'pg_catalog' THEN pg_catalog.format_type(bt.oid, NULL) ELSE 'USER-DEFINED' END)`,
      ...COLLATION('collation'),
      udt_catalog: DB, udt_schema: 'nbt.nspname', udt_name: 'bt.typname',
      dtd_identifier: `('a' || x.objdtdid)`,
    },
    from: `(SELECT c.relnamespace AS objschema, c.relname::text AS objname, (CASE WHEN c.relkind = 'c' THEN 'USER-DEFINED TYPE' ELSE 'TABLE' END) AS objtype, a.attnum::int8 AS objdtdid, a.atttypid AS objtypeid, a.attcollation AS objcollation
          FROM pg_catalog.pg_class c JOIN pg_catalog.pg_attribute a ON c.oid = a.attrelid WHERE c.relkind IN ('r', 'v', 'f', 'c', 'p') AND a.attnum > 0 AND NOT a.attisdropped
        UNION ALL SELECT t.typnamespace, t.typname::text, 'DOMAIN', 1, t.typbasetype, t.typcollation FROM pg_catalog.pg_type t WHERE t.typtype = 'd'
        UNION ALL SELECT p.pronamespace, p.proname || '_' || p.oid, 'ROUTINE', x.n, x.typ, 0
          FROM pg_catalog.pg_proc p CROSS JOIN LATERAL pg_catalog.unnest(COALESCE(p.proallargtypes, p.proargtypes::pg_catalog.oid[])) WITH ORDINALITY AS x(typ, n)
        UNION ALL SELECT p.pronamespace, p.proname || '_' || p.oid, 'ROUTINE', 0, p.prorettype, 0 FROM pg_catalog.pg_proc p) x
      JOIN pg_catalog.pg_namespace n ON n.oid = x.objschema
      JOIN pg_catalog.pg_type at ON at.oid = x.objtypeid AND at.typelem <> 0 AND at.typlen = -1
      JOIN pg_catalog.pg_type bt ON at.typelem = bt.oid JOIN pg_catalog.pg_namespace nbt ON nbt.oid = bt.typnamespace
      ${COLLATION_JOIN('x.objcollation')}`,
  },
  collations: {
    cols: { collation_catalog: DB, collation_schema: 'nc.nspname', collation_name: 'c.collname', pad_attribute: `'NO PAD'` },
    from: `pg_catalog.pg_collation c JOIN pg_catalog.pg_namespace nc ON c.collnamespace = nc.oid WHERE ${COLLATION_USABLE}`,
  },
  collation_character_set_applicability: {
    cols: { collation_catalog: DB, collation_schema: 'nc.nspname', collation_name: 'c.collname', character_set_name: 'pg_catalog.getdatabaseencoding()' },
    from: `pg_catalog.pg_collation c JOIN pg_catalog.pg_namespace nc ON c.collnamespace = nc.oid WHERE ${COLLATION_USABLE}`,
  },
};
