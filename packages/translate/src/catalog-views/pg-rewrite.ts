import { CatalogClassOid, Oid, type Catalog } from '@pgsqlite/catalog';
import { type Row, type VirtualRelation, relation } from './relation-builder.js';
import { RULE_EV_TYPE } from './pg-rules.js';

/**
 * The OID of a view's `_RETURN` rule (pg_rewrite.oid), derived from the view's OID in a range
 * user OIDs do not reach (as attrdefOid does for defaults).
 */
export function viewRuleOid(viewOid: number): number {
  return 1_900_000_000 + (viewOid % 100_000_000);
}

/** pg_rewrite: every view's (and materialized view's) ON SELECT DO INSTEAD rule `_RETURN`, and the rules of CREATE RULE. */
export function pgRewrite(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [...catalog.relations()].filter((r) => r.kind === 'v' || r.kind === 'm').map((v) => [viewRuleOid(v.oid), '_RETURN', v.oid, '1', 'O', 1]);
  for (const r of catalog.rules?.() ?? []) rows.push([r.oid, r.name, r.relOid, RULE_EV_TYPE[r.event], r.enabled, r.instead ? 1 : 0]);
  return relation([['oid', Oid.oid], ['rulename', Oid.name], ['ev_class', Oid.oid], ['ev_type', Oid.char], ['ev_enabled', Oid.char], ['is_instead', Oid.bool]], rows);
}

/** pg_depend rows of the views' rules: internal to the view, normal on each relation the view reads (pg_dump orders by them). */
export function viewRuleDependencies(catalog: Catalog): Row[] {
  const rows: Row[] = [];
  for (const v of catalog.relations()) {
    if (v.kind !== 'v' && v.kind !== 'm') continue;
    const rule = viewRuleOid(v.oid);
    rows.push([CatalogClassOid.pg_rewrite, rule, 0, CatalogClassOid.pg_class, v.oid, 0, 'i']);
    for (const dep of v.viewDependencies ?? []) if (dep !== v.oid) rows.push([CatalogClassOid.pg_rewrite, rule, 0, CatalogClassOid.pg_class, dep, 0, 'n']);
  }
  return rows;
}
