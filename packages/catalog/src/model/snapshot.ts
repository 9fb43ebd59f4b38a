import type { Catalog, ConstraintDef, DescriptionDef, ExtensionDef, IndexDef, NamespaceDef, RelationDef, SequenceDef } from './catalog.js';
import type { UserTypeDef } from './types-catalog.js';
import type { UserFunctionDef } from './functions-catalog.js';
import type { TriggerDef } from './triggers-catalog.js';
import type { RuleDef } from './rules-catalog.js';
import type { AclDef, DefaultAclDef } from './acl-catalog.js';
import { byKey, diffSorted, type SortedDiff } from './sorted-diff.js';
import { LayeredIndex } from './layered-index.js';
import type { UserAggregateDef } from './aggregates-catalog.js';
import type { UserOpclassDef } from './opclass-catalog.js';

/** Facts besides relations a snapshot holds (all optional: tests build small catalogs). */
export interface SnapshotFacts {
  namespaces?: readonly NamespaceDef[];
  constraints?: readonly ConstraintDef[];
  indexes?: readonly IndexDef[];
  sequences?: readonly SequenceDef[];
  descriptions?: readonly DescriptionDef[];
  userTypes?: readonly UserTypeDef[];
  extensions?: readonly ExtensionDef[];
  userFunctions?: readonly UserFunctionDef[];
  triggers?: readonly TriggerDef[];
  rules?: readonly RuleDef[];
  acls?: readonly AclDef[];
  defaultAcls?: readonly DefaultAclDef[];
  userAggregates?: readonly UserAggregateDef[];
  userOpclasses?: readonly UserOpclassDef[];
}

/** An immutable catalog snapshot built by `loadCatalog`. */
export class CatalogSnapshot implements Catalog {
  readonly version: number;
  /** The relations in OID order (as read): `relations()`, and what a later snapshot compares itself with. */
  private readonly relList: readonly RelationDef[];
  private readonly schemaNames: readonly string[];
  private readonly nsList: readonly NamespaceDef[];
  private readonly opclassList: readonly UserOpclassDef[];
  private readonly conList: readonly ConstraintDef[];
  private readonly idxList: readonly IndexDef[];
  private readonly seqList: readonly SequenceDef[];
  private readonly descList: readonly DescriptionDef[];
  private readonly typeList: readonly UserTypeDef[];
  private readonly extList: readonly ExtensionDef[];
  private readonly fnList: readonly UserFunctionDef[];
  private readonly trigList: readonly TriggerDef[];
  private readonly fkTrigList: readonly TriggerDef[];
  private readonly ruleList: readonly RuleDef[];
  private readonly aclList: readonly AclDef[];
  private readonly defaultAclList: readonly DefaultAclDef[];
  private readonly aggList: readonly UserAggregateDef[];
  /**
   * The indexes over the lists above: not enumerable (derived from the lists, which a comparison
   * of two snapshots compares; their layering depends on the snapshots before, not on the
   * contents), yet an ordinary property, so that an object made with Object.create(snapshot)
   * (alter-propagate.ts) still reaches them through its prototype.
   */
  declare private readonly idx: SnapshotIndexes;

  /**
   * `previous`: the snapshot this one follows (an incremental load after DDL, whose unchanged
   * rows are the previous snapshot's very objects). Its indexes are then shared, with what
   * differs layered on top (layered-index.ts), instead of built from every entry again (issue
   * 18: each DDL statement's snapshot cost the size of the catalog, and its garbage the GC's
   * time). The lookups answer the same either way.
   */
  constructor(version: number, schemas: readonly string[], relations: readonly RelationDef[], facts: SnapshotFacts = {}, previous?: CatalogSnapshot) {
    this.version = version;
    this.schemaNames = schemas;
    this.nsList = facts.namespaces ?? schemas.map((name, i) => ({ oid: name === 'public' ? 2200 : 2201 + i, name }));
    this.relList = relations;
    const before = previous?.idx;
    const patched = previous === undefined || before === undefined ? null : patchedRelations(previous.relList, before.byOid, before.byName, relations);
    const { byOid, byName } = patched ?? indexRelations(relations);
    this.conList = facts.constraints ?? [];
    this.idxList = facts.indexes ?? [];
    this.seqList = facts.sequences ?? [];
    this.aclList = facts.acls ?? [];
    const idx: SnapshotIndexes = {
      byOid,
      byName,
      conByRel: groupedIndex(previous?.conList, before?.conByRel, this.conList, byOidKey, (c) => c.relOid),
      idxByOid: keyedIndex(previous?.idxList, before?.idxByOid, this.idxList),
      seqByOid: keyedIndex(previous?.seqList, before?.seqByOid, this.seqList),
      aclByOid: groupedIndex(previous?.aclList, before?.aclByOid, this.aclList, compareAcl, (a) => a.objoid),
      // Built on first use (by DDL planning), then carried from snapshot to snapshot.
      bySqliteName: before?.bySqliteName === undefined ? undefined : groupedIndex(previous!.relList, before.bySqliteName, relations, byOidKey, lowerSqliteName, patched?.diff),
      conByName: before?.conByName === undefined ? undefined : groupedIndex(previous!.conList, before.conByName, this.conList, byOidKey, constraintName),
    };
    Object.defineProperty(this, 'idx', { value: idx, enumerable: false });
    this.descList = facts.descriptions ?? [];
    this.typeList = facts.userTypes ?? [];
    this.extList = facts.extensions ?? [];
    this.opclassList = facts.userOpclasses ?? [];
    this.fnList = facts.userFunctions ?? [];
    // A dropped table's triggers go with it (their rows may outlive it: OIDs are never reused).
    const triggers = (facts.triggers ?? []).filter((t) => byOid.get(t.relOid) !== undefined);
    this.trigList = triggers.filter((t) => t.foreignKey === undefined);
    // a disabled foreign-key trigger goes with its constraint (the set of constraints only when
    // there is such a trigger: not one of every constraint per snapshot, issue 18)
    const fkTriggers = triggers.filter((t) => t.foreignKey !== undefined);
    const constraints = fkTriggers.length === 0 ? null : new Set(this.conList.map((c) => c.oid));
    this.fkTrigList = constraints === null ? fkTriggers : fkTriggers.filter((t) => constraints.has(t.foreignKey!.constraint));
    this.ruleList = (facts.rules ?? []).filter((r) => byOid.get(r.relOid) !== undefined);
    this.defaultAclList = facts.defaultAcls ?? [];
    this.aggList = facts.userAggregates ?? [];
  }

  findRelation(name: string, schema: string | undefined, searchPath: readonly string[]): RelationDef | undefined {
    if (schema !== undefined) return this.idx.byName.get(schema)?.get(name);
    for (const s of searchPath) {
      const rel = this.idx.byName.get(s)?.get(name);
      if (rel) return rel;
    }
    return undefined;
  }

  relationByOid(oid: number): RelationDef | undefined {
    return this.idx.byOid.get(oid);
  }

  relations(): Iterable<RelationDef> {
    return this.relList;
  }

  sqliteNameTaken(name: string): boolean {
    const idx = this.idx;
    idx.bySqliteName ??= groupedIndex(undefined, undefined, this.relList, byOidKey, lowerSqliteName);
    return idx.bySqliteName.get(name.toLowerCase()) !== undefined;
  }

  constraintsNamed(name: string): readonly ConstraintDef[] {
    const idx = this.idx;
    idx.conByName ??= groupedIndex(undefined, undefined, this.conList, byOidKey, constraintName);
    return idx.conByName.get(name) ?? [];
  }

  schemas(): readonly string[] {
    return this.schemaNames;
  }

  namespaces(): readonly NamespaceDef[] {
    return this.nsList;
  }

  constraints(): readonly ConstraintDef[] {
    return this.conList;
  }

  constraintsOf(relOid: number): readonly ConstraintDef[] {
    return this.idx.conByRel.get(relOid) ?? [];
  }

  indexes(): readonly IndexDef[] {
    return this.idxList;
  }

  indexByOid(oid: number): IndexDef | undefined {
    return this.idx.idxByOid.get(oid);
  }

  sequences(): readonly SequenceDef[] {
    return this.seqList;
  }

  sequenceByOid(oid: number): SequenceDef | undefined {
    return this.idx.seqByOid.get(oid);
  }

  descriptions(): readonly DescriptionDef[] {
    return this.descList;
  }

  extensions(): readonly ExtensionDef[] {
    return this.extList;
  }

  userOpclasses(): readonly UserOpclassDef[] {
    return this.opclassList;
  }

  userTypes(): readonly UserTypeDef[] {
    return this.typeList;
  }

  userFunctions(): readonly UserFunctionDef[] {
    return this.fnList;
  }

  triggers(): readonly TriggerDef[] {
    return this.trigList;
  }

  foreignKeyTriggers(): readonly TriggerDef[] {
    return this.fkTrigList;
  }

  rules(): readonly RuleDef[] {
    return this.ruleList;
  }

  acls(): readonly AclDef[] {
    return this.aclList;
  }

  aclOf(classoid: number, objoid: number, objsubid = 0): AclDef | undefined {
    const list = this.idx.aclByOid.get(objoid);
    if (list === undefined) return undefined;
    // The last row of a key wins, as it did in a map keyed by (classoid, objoid, objsubid).
    for (let i = list.length - 1; i >= 0; i--) if (list[i]!.classoid === classoid && list[i]!.objsubid === objsubid) return list[i];
    return undefined;
  }

  defaultAcls(): readonly DefaultAclDef[] {
    return this.defaultAclList;
  }

  userAggregates(): readonly UserAggregateDef[] {
    return this.aggList;
  }
}


/** The first OID of the relations made for tables created outside pgsqlite (load.ts addPlainTables). */
export const FOREIGN_OID_BASE = 1_000_000_000;

/** How many entries may differ before indexing afresh is the cheaper way. */
function diffLimit(n: number): number {
  return Math.max(32, n >> 3);
}

const byOidKey = byKey((r: { oid: number }) => r.oid);

/** ACL rows in their read's order: classoid, objoid, objsubid. */
function compareAcl(a: AclDef, b: AclDef): number {
  return a.classoid - b.classoid || a.objoid - b.objoid || a.objsubid - b.objsubid;
}

/** The lookup indexes of a snapshot. */
interface SnapshotIndexes {
  readonly byOid: LayeredIndex<number, RelationDef>;
  /**
   * Relations by schema, then name. Two levels, not one key `schema.name`: every snapshot (one per
   * DDL statement) would make and hash a new key string per relation (issue 18).
   */
  readonly byName: ReadonlyMap<string, LayeredIndex<string, RelationDef>>;
  readonly conByRel: LayeredIndex<number, ConstraintDef[]>;
  readonly idxByOid: LayeredIndex<number, IndexDef>;
  readonly seqByOid: LayeredIndex<number, SequenceDef>;
  /** ACL rows by object OID (then classoid and objsubid among the few of one OID): no key strings to make. */
  readonly aclByOid: LayeredIndex<number, AclDef[]>;
  /**
   * Relations by SQLite name lowercased, and constraints by name: made when first asked (a DDL
   * statement choosing names; issue 18: it walked every relation and constraint per name), then
   * layered from snapshot to snapshot like the others; undefined until then.
   */
  bySqliteName?: LayeredIndex<string, RelationDef[]>;
  conByName?: LayeredIndex<string, ConstraintDef[]>;
}

const lowerSqliteName = (r: RelationDef): string => r.sqliteName.toLowerCase();
const constraintName = (c: ConstraintDef): string => c.name;

interface RelationIndexes {
  byOid: LayeredIndex<number, RelationDef>;
  byName: Map<string, LayeredIndex<string, RelationDef>>;
  /** The relations that differ from the previous snapshot's (patchedRelations). */
  diff?: SortedDiff<RelationDef>;
}

function indexRelations(relations: readonly RelationDef[]): RelationIndexes {
  const byOid = new Map<number, RelationDef>();
  const byName = new Map<string, Map<string, RelationDef>>();
  for (const rel of relations) {
    byOid.set(rel.oid, rel);
    let inSchema = byName.get(rel.schema);
    if (inSchema === undefined) byName.set(rel.schema, (inSchema = new Map()));
    inSchema.set(rel.name, rel);
  }
  const names = new Map<string, LayeredIndex<string, RelationDef>>();
  for (const [schema, inSchema] of byName) names.set(schema, LayeredIndex.of(inSchema));
  return { byOid: LayeredIndex.of(byOid), byName: names };
}

/**
 * The previous snapshot's relation indexes with the relations that differ layered on top, or
 * null when too many differ or the layers would be too deep.
 */
function patchedRelations(
  before: readonly RelationDef[],
  byOid: LayeredIndex<number, RelationDef>,
  byName: ReadonlyMap<string, LayeredIndex<string, RelationDef>>,
  relations: readonly RelationDef[],
): RelationIndexes | null {
  const diff = diffSorted(before, relations, byOidKey, diffLimit(relations.length));
  if (diff === null) return null;
  // Tables created outside pgsqlite (OIDs from FOREIGN_OID_BASE, rebuilt by every load) may share
  // a name with another relation, where a fresh index keeps the last one: not patched.
  if (diff.added.some((r) => r.oid >= FOREIGN_OID_BASE) || diff.removed.some((r) => r.oid >= FOREIGN_OID_BASE)) return null;
  const oids = new Map<number, RelationDef | undefined>();
  const names = new Map<string, Map<string, RelationDef | undefined>>();
  const inSchema = (schema: string): Map<string, RelationDef | undefined> => {
    let changes = names.get(schema);
    if (changes === undefined) names.set(schema, (changes = new Map()));
    return changes;
  };
  // Removed first: a name a statement frees and gives to another relation (a swap of names) is taken.
  for (const rel of diff.removed) {
    oids.set(rel.oid, undefined);
    if (byName.get(rel.schema)?.get(rel.name) === rel) inSchema(rel.schema).set(rel.name, undefined);
  }
  for (const rel of diff.added) {
    oids.set(rel.oid, rel);
    inSchema(rel.schema).set(rel.name, rel);
  }
  const newByOid = LayeredIndex.over(byOid, oids);
  if (newByOid === null) return null;
  const newByName = new Map(byName);
  for (const [schema, changes] of names) {
    const below = byName.get(schema);
    const layered = below === undefined ? LayeredIndex.of(changes as Map<string, RelationDef>) : LayeredIndex.over(below, changes);
    if (layered === null) return null;
    newByName.set(schema, layered);
  }
  return { byOid: newByOid, byName: newByName, diff };
}

/**
 * The index of `list`'s entries by their own OID: the previous one itself when the list is the
 * same array, else it with the entries that differ layered on top, else indexed afresh.
 */
function keyedIndex<T extends { oid: number }>(previousList: readonly T[] | undefined, previous: LayeredIndex<number, T> | undefined, list: readonly T[]): LayeredIndex<number, T> {
  if (previousList === list && previous !== undefined) return previous;
  const diff = previousList === undefined || previous === undefined ? null : diffSorted(previousList, list, byOidKey, diffLimit(list.length));
  if (diff !== null) {
    const changes = new Map<number, T | undefined>();
    for (const x of diff.removed) changes.set(x.oid, undefined);
    for (const x of diff.added) changes.set(x.oid, x);
    const layered = LayeredIndex.over(previous!, changes);
    if (layered !== null) return layered;
  }
  const map = new Map<number, T>();
  for (const x of list) map.set(x.oid, x);
  return LayeredIndex.of(map);
}

/**
 * The entries of `list` grouped by `group` (in list order): the previous index itself when the
 * list is the same array; else it with only the groups of the entries that differ gathered again
 * (layered on top); else grouped afresh. `diff`: the lists' difference when known already.
 */
function groupedIndex<T, K>(
  previousList: readonly T[] | undefined,
  previous: LayeredIndex<K, T[]> | undefined,
  list: readonly T[],
  compare: (a: T, b: T) => number,
  group: (x: T) => K,
  known?: SortedDiff<T> | null,
): LayeredIndex<K, T[]> {
  if (previousList === list && previous !== undefined) return previous;
  const diff = previousList === undefined || previous === undefined ? null : known !== undefined ? known : diffSorted(previousList, list, compare, diffLimit(list.length));
  return (diff === null ? null : regrouped(previous!, diff, compare, group)) ?? grouped(list, group);
}

/*
 * groupedIndex's two ways are functions of their own (issue 18): together, with their closures
 * inlined, each TurboFan compile of it took 100-150 ms of a helper thread.
 */

/**
 * `previous` with only the groups of the entries that differ gathered again, layered on top; null
 * when that would be too deep. A changed group is its previous entries (in list order) less the
 * removed ones, plus the added ones in their places: no walk over the whole list (issue 18: the
 * ACL rows, one per object, were visited per DDL statement).
 */
function regrouped<T, K>(previous: LayeredIndex<K, T[]>, diff: SortedDiff<T>, compare: (a: T, b: T) => number, group: (x: T) => K): LayeredIndex<K, T[]> | null {
  const gone = new Set(diff.removed);
  const groups = new Map<K, T[]>();
  for (const x of [...diff.removed, ...diff.added]) {
    const g = group(x);
    if (!groups.has(g)) groups.set(g, (previous.get(g) ?? []).filter((y) => !gone.has(y)));
  }
  for (const x of diff.added) groups.get(group(x))!.push(x);
  for (const entries of groups.values()) entries.sort(compare);
  const changes = new Map<K, T[] | undefined>();
  for (const [g, entries] of groups) changes.set(g, entries.length > 0 ? entries : undefined);
  return LayeredIndex.over(previous, changes);
}

/** The entries of `list` grouped by `group`, in list order, indexed afresh. */
function grouped<T, K>(list: readonly T[], group: (x: T) => K): LayeredIndex<K, T[]> {
  const map = new Map<K, T[]>();
  for (const x of list) {
    const g = group(x);
    const entries = map.get(g);
    if (entries === undefined) map.set(g, [x]);
    else entries.push(x);
  }
  return LayeredIndex.of(map);
}
