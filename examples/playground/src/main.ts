// The playground page: the <pgsqlite-playground> element, full page, kept in OPFS.
export { PgsqlitePlayground } from './playground-element.js';
