import { Oid, userTypesOf, type IndexDef, type RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, names, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { parseExprText } from './table-model.js';
import { arrayElementOf } from '../analyze/arrays.js';

/** An extension's functions as PostgreSQL names them in dependency messages (name → argument types by arity). */
const FUNCTIONS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  'uuid-ossp': {
    uuid_generate_v1: [''], uuid_generate_v1mc: [''], uuid_generate_v4: [''], uuid_generate_v3: ['', '', 'uuid,text'], uuid_generate_v5: ['', '', 'uuid,text'],
    uuid_nil: [''], uuid_ns_dns: [''], uuid_ns_url: [''], uuid_ns_oid: [''], uuid_ns_x500: [''],
  },
  pgcrypto: { digest: ['', '', 'text,text'], hmac: ['', '', '', 'text,text,text'], gen_random_bytes: ['', 'integer'] },
  pg_trgm: { similarity: ['', '', 'text,text'], word_similarity: ['', '', 'text,text'], strict_word_similarity: ['', '', 'text,text'], show_trgm: ['', 'text'], show_limit: [''] },
  unaccent: { unaccent: ['', 'text', 'regdictionary,text'] },
  fuzzystrmatch: {
    levenshtein: ['', '', 'text,text', '', '', 'text,text,integer,integer,integer'], soundex: ['', 'text'], text_soundex: ['', 'text'],
    difference: ['', '', 'text,text'], metaphone: ['', '', 'text,integer'], dmetaphone: ['', 'text'], dmetaphone_alt: ['', 'text'],
  },
};

/** The functions of `ext` an expression (PostgreSQL text) calls, as `name(argtypes)`. */
function calledFunctions(ext: string, text: string): string[] {
  const own = FUNCTIONS[ext];
  if (!own) return [];
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const n of node) walk(n);
    else if (node && typeof node === 'object') {
      if (nodeType(node as AstNode) === 'FuncCall') {
        const f = (node as AstNode)['FuncCall'] as Fields;
        const name = names(f['funcname']).at(-1) ?? '';
        const sig = own[name]?.[((f['args'] as unknown[] | undefined) ?? []).length];
        if (sig !== undefined && !out.includes(`${name}(${sig})`)) out.push(`${name}(${sig})`);
      }
      for (const v of Object.values(node)) walk(v);
    }
  };
  try {
    walk(parseExprText(text));
  } catch {
    return [];
  }
  return out;
}

/** The operator classes an index takes from `ext` (btree_gin / btree_gist: the key type's, pg_trgm: its trigram classes). */
function indexOpclasses(ext: string, rel: RelationDef, idx: IndexDef): string[] {
  const out: string[] = [];
  for (const k of idx.keys) {
    if (k.opclass === 'gin_trgm_ops' || k.opclass === 'gist_trgm_ops') {
      if (ext === 'pg_trgm') out.push(k.opclass);
      continue;
    }
    const col = rel.columns.find((c) => c.attnum === k.attnum);
    const type = col?.typeOid;
    const scalar = type !== undefined && type !== Oid.jsonb && arrayElementOf(type) === undefined;
    if (scalar && ((ext === 'btree_gin' && idx.method === 'gin') || (ext === 'btree_gist' && idx.method === 'gist'))) out.push(`${opclassName(type)}_ops`);
  }
  return out;
}

/** The operator class btree_gin / btree_gist give a type: `<type>_ops` (varchar uses text_ops, an enum enum_ops). */
const TYPE_OPS: Record<number, string> = {
  [Oid.int2]: 'int2', [Oid.int4]: 'int4', [Oid.int8]: 'int8', [Oid.float4]: 'float4', [Oid.float8]: 'float8', [Oid.numeric]: 'numeric',
  [Oid.text]: 'text', [Oid.varchar]: 'text', [Oid.bpchar]: 'bpchar', [Oid.bool]: 'bool', [Oid.uuid]: 'uuid', [Oid.date]: 'date',
  [Oid.timestamp]: 'timestamp', [Oid.timestamptz]: 'timestamptz', [Oid.time]: 'time', [Oid.timetz]: 'timetz', [Oid.interval]: 'interval',
  [Oid.bytea]: 'bytea', [Oid.oid]: 'oid', [Oid.money]: 'money', [Oid.inet]: 'inet', [Oid.cidr]: 'cidr', [Oid.macaddr]: 'macaddr',
};

function opclassName(type: number): string {
  return TYPE_OPS[type] ?? 'enum';
}

/**
 * The objects that depend on extension `ext`, described as PostgreSQL's dependency report lists
 * them: column defaults, generated columns and CHECK constraints calling its functions, indexes
 * using its operator classes or calling its functions.
 */
export function extensionDependents(ctx: PlanCtx, ext: string): string[] {
  const out: string[] = [];
  const citext = ext === 'citext' || ext === 'hstore' ? userTypesOf(ctx.catalog).find((t) => t.kind === 'b' && t.name === ext) : undefined;
  for (const rel of ctx.catalog.relations()) {
    if (rel.kind !== 'r') continue;
    for (const c of rel.columns) {
      if (citext && (c.typeOid === citext.oid || c.typeOid === citext.arrayOid)) out.push(`column ${c.name} of table ${rel.name} depends on type ${c.typeOid === citext.oid ? ext : `${ext}[]`}`);
      if (c.defaultExpr === null) continue;
      const what = c.generated === 's' ? `column ${c.name} of table ${rel.name}` : `default value for column ${c.name} of table ${rel.name}`;
      for (const fn of calledFunctions(ext, c.defaultExpr)) out.push(`${what} depends on function ${fn}`);
    }
    for (const k of ctx.catalog.constraintsOf(rel.oid)) {
      if (k.type !== 'c' || !k.checkExpr) continue;
      for (const fn of calledFunctions(ext, k.checkExpr)) out.push(`constraint ${k.name} on table ${rel.name} depends on function ${fn}`);
    }
    for (const idx of ctx.catalog.indexes()) {
      if (idx.relOid !== rel.oid) continue;
      const iname = ctx.catalog.relationByOid(idx.oid)?.name ?? '?';
      const texts = [...idx.keys.map((k) => k.expr).filter((e): e is string => e !== null), ...(idx.predicate ? [idx.predicate] : [])];
      for (const fn of new Set(texts.flatMap((t) => calledFunctions(ext, t)))) out.push(`index ${iname} depends on function ${fn}`);
      for (const opc of new Set(indexOpclasses(ext, rel, idx))) out.push(`index ${iname} depends on operator class ${opc} for access method ${idx.method ?? 'btree'}`);
    }
  }
  // a domain over citext: PostgreSQL reports it through the binary send function its pg_type row names
  for (const t of userTypesOf(ctx.catalog)) if (citext && t.kind === 'd' && t.baseOid === citext.oid) out.push(ext === 'citext' ? `type ${t.name} depends on function citextsend(citext)` : `type ${t.name} depends on type ${ext}`);
  return out;
}
