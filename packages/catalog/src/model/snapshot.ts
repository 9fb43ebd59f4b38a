import type { Catalog, RelationDef } from './catalog.js';

/** An immutable catalog snapshot built by `loadCatalog`. */
export class CatalogSnapshot implements Catalog {
  readonly version: number;
  private readonly byOid = new Map<number, RelationDef>();
  private readonly byName = new Map<string, RelationDef>();
  private readonly schemaNames: readonly string[];

  constructor(version: number, schemas: readonly string[], relations: readonly RelationDef[]) {
    this.version = version;
    this.schemaNames = schemas;
    for (const rel of relations) {
      this.byOid.set(rel.oid, rel);
      this.byName.set(key(rel.schema, rel.name), rel);
    }
  }

  findRelation(name: string, schema: string | undefined, searchPath: readonly string[]): RelationDef | undefined {
    if (schema !== undefined) return this.byName.get(key(schema, name));
    for (const s of searchPath) {
      const rel = this.byName.get(key(s, name));
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
}

function key(schema: string, name: string): string {
  return `${schema}\u0000${name}`;
}
