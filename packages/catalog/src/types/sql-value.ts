/**
 * A value as SQLite stores it (same shape as the engine port's SqlValue; the catalog layer
 * does not import the engine). Integers may arrive as number or bigint.
 */
export type SqlValue = null | number | bigint | string | Uint8Array;
