/** quote_ident lives in @pgsqlite/catalog (the runtime prints identifiers too); re-exported for this package's modules. */
export { pgQuoteIdent, pgQualified } from '@pgsqlite/catalog';
