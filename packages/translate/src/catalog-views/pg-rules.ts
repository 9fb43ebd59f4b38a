import { Oid, type Catalog, type RuleDef } from '@pgsqlite/catalog';
import { type Row, type VirtualRelation, relation } from './relation-builder.js';

/** pg_rewrite.ev_type of a rule's event. */
export const RULE_EV_TYPE: Record<RuleDef['event'], string> = { update: '2', insert: '3', delete: '4' };

/** PostgreSQL's own rules on pg_settings (system_views.sql), listed by pg_rules. */
const SYSTEM_RULES: readonly Row[] = [
  ['pg_catalog', 'pg_settings', 'pg_settings_n', 'CREATE RULE pg_settings_n AS\n    ON UPDATE TO pg_catalog.pg_settings DO INSTEAD NOTHING;'],
  ['pg_catalog', 'pg_settings', 'pg_settings_u', 'CREATE RULE pg_settings_u AS\n    ON UPDATE TO pg_catalog.pg_settings\n   WHERE (new.name = old.name) DO  SELECT set_config(old.name, new.setting, false) AS set_config;'],
];

/**
 * pg_get_ruledef's text of a rule (ruleutils.c make_ruledef): the relation schema-qualified, the
 * condition in parentheses; `pretty`: the relation by its name, the condition bare. The actions
 * are printed from their syntax tree, not from an analysed query as PostgreSQL does.
 */
export function ruleDefinition(catalog: Catalog, rule: RuleDef, pretty: boolean): string {
  const rel = catalog.relationByOid(rule.relOid);
  const table = rel === undefined ? '?' : pretty ? rel.name : `${rel.schema}.${rel.name}`;
  const where = rule.qual === null ? '' : pretty ? `\n   WHERE ${rule.qual}` : `\n   WHERE (${rule.qual})`;
  const actions = rule.actions;
  const body = actions.length === 0 ? 'NOTHING' : actions.length === 1 ? ` ${actions[0]}` : `( ${actions.join(';\n ')};\n)`;
  return `CREATE RULE ${rule.name} AS\n    ON ${rule.event.toUpperCase()} TO ${table}${where} DO ${rule.instead ? 'INSTEAD ' : ''}${body};`;
}

/** pg_rules: the user's rules and PostgreSQL's own on pg_settings. */
export function pgRules(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [...SYSTEM_RULES];
  for (const r of catalog.rules?.() ?? []) {
    const rel = catalog.relationByOid(r.relOid);
    if (rel !== undefined) rows.push([rel.schema, rel.name, r.name, ruleDefinition(catalog, r, false)]);
  }
  return relation([['schemaname', Oid.name], ['tablename', Oid.name], ['rulename', Oid.name], ['definition', Oid.text]], rows);
}
