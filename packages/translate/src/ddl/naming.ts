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
  private readonly used = new Set<string>();

  constructor(ctx: PlanCtx, schema: string) {
    for (const r of ctx.catalog.relations()) if (r.schema === schema) this.used.add(r.name);
    for (const c of ctx.catalog.constraints()) if (c.schema === schema) this.used.add(c.name);
  }

  /** Marks an explicitly given name as taken. */
  take(name: string): string {
    this.used.add(name);
    return name;
  }

  isUsed(name: string): boolean {
    return this.used.has(name);
  }

  choose(name1: string, name2: string | null, label: string): string {
    let name = makeObjectName(name1, name2, label);
    for (let i = 1; this.used.has(name); i++) name = makeObjectName(name1, name2, `${label}${i}`);
    this.used.add(name);
    return name;
  }
}
