/**
 * Access helpers over libpg-query's JSON AST (PostgreSQL 15 node names, see @pgsql/types).
 * Nodes are wrapped objects `{ NodeName: { ...fields } }`.
 */

// The AST is JSON produced by the parser; fields are read defensively by the helpers below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Fields = Record<string, any>;
/** A wrapped node: exactly one key, the node type. */
export type AstNode = Record<string, Fields>;

/** The node type name of a wrapped node, e.g. `SelectStmt`. */
export function nodeType(node: AstNode): string {
  for (const k in node) return k;
  return '';
}

/** The fields of a wrapped node. */
export function fieldsOf(node: AstNode): Fields {
  const t = nodeType(node);
  return node[t] ?? {};
}

/** The value of a `String` node (`{String: {sval}}`). */
export function strVal(node: AstNode | undefined): string {
  if (!node) return '';
  const s = node['String'];
  if (s) return String(s['sval'] ?? '');
  return '';
}

/** Names from a list of `String` nodes (qualified names, function names, type names). */
export function names(list: AstNode[] | undefined): string[] {
  return (list ?? []).map(strVal);
}

/** `location` of a node, if present (0-based byte offset in the query string). */
export function locationOf(node: AstNode | undefined): number | undefined {
  if (!node) return undefined;
  const loc = fieldsOf(node)['location'];
  return typeof loc === 'number' && loc >= 0 ? loc : undefined;
}

/** Items of a node that is either a plain array or a wrapped `List` node. */
export function listItems(node: unknown): AstNode[] {
  if (Array.isArray(node)) return node as AstNode[];
  const list = (node as AstNode | undefined)?.['List'];
  return ((list?.['items'] as AstNode[] | undefined) ?? []) as AstNode[];
}
