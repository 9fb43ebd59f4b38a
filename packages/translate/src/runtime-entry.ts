/** `@pgsqlite/translate/runtime`: kept for callers of the old subpath; the library is @pgsqlite/runtime. */
export * from '@pgsqlite/runtime';
