import type { Catalog, ConstraintDef, DescriptionDef, ExtensionDef, IndexDef, NamespaceDef, RelationDef, SequenceDef } from './catalog.js';
import type { UserTypeDef } from './types-catalog.js';
import type { UserFunctionDef } from './functions-catalog.js';
import type { TriggerDef } from './triggers-catalog.js';
import type { RuleDef } from './rules-catalog.js';
import type { AclDef, DefaultAclDef } from './acl-catalog.js';
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
  private readonly byOid = new Map<number, RelationDef>();
  /**
   * Relations by schema, then name. Two levels, not one key `schema.name`: every snapshot (one per
   * DDL statement) would make and hash a new key string per relation (issue 18).
   */
  private readonly byName = new Map<string, Map<string, RelationDef>>();
  private readonly schemaNames: readonly string[];
  private readonly nsList: readonly NamespaceDef[];
  private readonly opclassList: readonly UserOpclassDef[];
  private readonly conList: readonly ConstraintDef[];
  private readonly conByRel = new Map<number, ConstraintDef[]>();
  private readonly idxList: readonly IndexDef[];
  private readonly idxByOid = new Map<number, IndexDef>();
  private readonly seqList: readonly SequenceDef[];
  private readonly seqByOid = new Map<number, SequenceDef>();
  private readonly descList: readonly DescriptionDef[];
  private readonly typeList: readonly UserTypeDef[];
  private readonly extList: readonly ExtensionDef[];
  private readonly fnList: readonly UserFunctionDef[];
  private readonly trigList: readonly TriggerDef[];
  private readonly ruleList: readonly RuleDef[];
  /** ACL rows by object OID (then classoid and objsubid among the few of one OID): no key strings to make. */
  private readonly aclByOid = new Map<number, AclDef[]>();
  private readonly aclList: readonly AclDef[];
  private readonly defaultAclList: readonly DefaultAclDef[];
  private readonly aggList: readonly UserAggregateDef[];

  constructor(version: number, schemas: readonly string[], relations: readonly RelationDef[], facts: SnapshotFacts = {}) {
    this.version = version;
    this.schemaNames = schemas;
    this.nsList = facts.namespaces ?? schemas.map((name, i) => ({ oid: name === 'public' ? 2200 : 2201 + i, name }));
    for (const rel of relations) {
      this.byOid.set(rel.oid, rel);
      let inSchema = this.byName.get(rel.schema);
      if (inSchema === undefined) this.byName.set(rel.schema, (inSchema = new Map()));
      inSchema.set(rel.name, rel);
    }
    this.conList = facts.constraints ?? [];
    for (const c of this.conList) {
      const list = this.conByRel.get(c.relOid) ?? [];
      list.push(c);
      this.conByRel.set(c.relOid, list);
    }
    this.idxList = facts.indexes ?? [];
    for (const i of this.idxList) this.idxByOid.set(i.oid, i);
    this.seqList = facts.sequences ?? [];
    for (const s of this.seqList) this.seqByOid.set(s.oid, s);
    this.descList = facts.descriptions ?? [];
    this.typeList = facts.userTypes ?? [];
    this.extList = facts.extensions ?? [];
    this.opclassList = facts.userOpclasses ?? [];
    this.fnList = facts.userFunctions ?? [];
    // A dropped table's triggers go with it (their rows may outlive it: OIDs are never reused).
    this.trigList = (facts.triggers ?? []).filter((t) => this.byOid.has(t.relOid));
    this.ruleList = (facts.rules ?? []).filter((r) => this.byOid.has(r.relOid));
    this.aclList = facts.acls ?? [];
    for (const a of this.aclList) {
      const list = this.aclByOid.get(a.objoid);
      if (list === undefined) this.aclByOid.set(a.objoid, [a]);
      else list.push(a);
    }
    this.defaultAclList = facts.defaultAcls ?? [];
    this.aggList = facts.userAggregates ?? [];
  }

  findRelation(name: string, schema: string | undefined, searchPath: readonly string[]): RelationDef | undefined {
    if (schema !== undefined) return this.byName.get(schema)?.get(name);
    for (const s of searchPath) {
      const rel = this.byName.get(s)?.get(name);
      if (rel) return rel;
    }
    return undefined;
  }

  relationByOid(oid: number): RelationDef | undefined {
    return this.byOid.get(oid);
  }

  relations(): Iterable<RelationDef> {
    return this.byOid.values();
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
    return this.conByRel.get(relOid) ?? [];
  }

  indexes(): readonly IndexDef[] {
    return this.idxList;
  }

  indexByOid(oid: number): IndexDef | undefined {
    return this.idxByOid.get(oid);
  }

  sequences(): readonly SequenceDef[] {
    return this.seqList;
  }

  sequenceByOid(oid: number): SequenceDef | undefined {
    return this.seqByOid.get(oid);
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

  rules(): readonly RuleDef[] {
    return this.ruleList;
  }

  acls(): readonly AclDef[] {
    return this.aclList;
  }

  aclOf(classoid: number, objoid: number, objsubid = 0): AclDef | undefined {
    const list = this.aclByOid.get(objoid);
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

