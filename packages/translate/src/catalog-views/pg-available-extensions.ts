import { Oid, type Catalog } from '@pgsqlite/catalog';
import { type Row, type VirtualRelation, relation } from './relation-builder.js';
import { SUPPORTED_EXTENSIONS } from '../ddl/extension-list.js';

/** pg_available_extensions: the extensions this server can create, with the version installed here. */
export function pgAvailableExtensions(catalog: Catalog): VirtualRelation {
  const installed = new Map((catalog.extensions?.() ?? []).map((e) => [e.name, e.version]));
  installed.set('plpgsql', '1.0');
  const rows: Row[] = Object.entries(SUPPORTED_EXTENSIONS).map(([name, e]) => [name, e.version, installed.get(name) ?? null, e.comment]);
  return relation([['name', Oid.name], ['default_version', Oid.text], ['installed_version', Oid.text], ['comment', Oid.text]], rows);
}
