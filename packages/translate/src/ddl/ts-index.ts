/**
 * Index operator classes of the text search types (PostgreSQL 15): tsvector_ops for GIN, GiST and
 * btree on tsvector, tsquery_ops for GiST and btree on tsquery; neither has a hash class. Undefined
 * for other types.
 */
export function tsIndexable(method: string, type: number, opclass: string | undefined): boolean | undefined {
  if (type === 3614) {
    if (method === 'gin' || method === 'gist' || method === 'btree') return opclass === undefined || opclass === 'tsvector_ops';
    return false;
  }
  if (type === 3615) {
    if (method === 'gist' || method === 'btree') return opclass === undefined || opclass === 'tsquery_ops';
    return false;
  }
  return undefined;
}
