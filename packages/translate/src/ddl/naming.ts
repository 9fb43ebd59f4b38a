import type { PlanCtx } from '../analyze/context.js';

const NAMEDATALEN = 64;

function byteLength(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

function truncateBytes(s: string, bytes: number): string {
  let out = s;
  while (byteLength(out) > bytes) out = out.slice(0, -1);
  return out;
}

/**
 * makeObjectName of PostgreSQL: `name1_name2_label`, shortening the longer of name1/name2
 * until it fits in NAMEDATALEN-1 bytes.
 */
export function makeObjectName(name1: string, name2: string | null, label: string): string {
  let n1 = name1;
  let n2 = name2 ?? '';
  const overhead = (label ? byteLength(label) + 1 : 0) + (name2 !== null ? 1 : 0);
  const avail = NAMEDATALEN - 1 - overhead;
  while (byteLength(n1) + byteLength(n2) > avail) {
    if (byteLength(n1) > byteLength(n2)) n1 = truncateBytes(n1, byteLength(n1) - 1);
    else n2 = truncateBytes(n2, byteLength(n2) - 1);
  }
  return [n1, ...(name2 !== null ? [n2] : []), ...(label ? [label] : [])].join('_');
}

/**
 * Chooses names for implicitly named objects of one schema as ChooseRelationName /
 * ChooseConstraintName do: the default name, else the first free `name1_name2_labelN`.
 */
export class NameChooser {
  /** Names this statement took already. */
  private readonly taken = new Set<string>();
  private readonly ctx: PlanCtx;
  private readonly schema: string;

  /**
   * The catalog is asked per name (a relation by name; the constraints' names), not copied into a
   * set of every name of the schema first: a CREATE TABLE chooses a few names, and the copy cost
   * the size of the catalog per statement (issue 18).
   */
  constructor(ctx: PlanCtx, schema: string) {
    this.ctx = ctx;
    this.schema = schema;
  }

  /** Marks an explicitly given name as taken. */
  take(name: string): string {
    this.taken.add(name);
    return name;
  }

  isUsed(name: string): boolean {
    if (this.taken.has(name)) return true;
    const { catalog } = this.ctx;
    if (catalog.findRelation(name, this.schema, []) !== undefined) return true;
    for (const c of catalog.constraintsNamed?.(name) ?? catalog.constraints()) if (c.name === name && c.schema === this.schema) return true;
    return false;
  }

  choose(name1: string, name2: string | null, label: string): string {
    let name = makeObjectName(name1, name2, label);
    for (let i = 1; this.isUsed(name); i++) name = makeObjectName(name1, name2, `${label}${i}`);
    this.taken.add(name);
    return name;
  }
}
