import { deparseSync } from 'pgsql-deparser';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { DoPlan } from '../plan.js';
import { pgQuoteIdent } from './pg-ident.js';
import { stripLocations } from './create-function.js';
import { parseStatements } from '../parse/parser.js';
import { statementWords } from '../errors/statement-words.js';

/** The relation each kind of schema element creates (transformCreateSchemaStmt's list). */
const CREATED: Readonly<Record<string, string>> = { CreateStmt: 'relation', ViewStmt: 'view', CreateSeqStmt: 'sequence', IndexStmt: 'relation', CreateTrigStmt: 'relation' };

/**
 * CREATE SCHEMA name [AUTHORIZATION role] element …: the schema, then each element (CREATE TABLE,
 * VIEW, SEQUENCE, INDEX, TRIGGER, GRANT) in order, as CreateSchemaCommand runs them: with the new
 * schema at the front of the search path (unqualified names are created and found there). An
 * element naming another schema is 42P15. Run by the session as one statement (a DO body whose
 * statements are the schema's and the elements', with the search path as a SET clause).
 */
export function planSchemaElements(ctx: PlanCtx, stmt: Fields, name: string): DoPlan {
  const elements = (stmt['schemaElts'] as AstNode[]).map((e) => {
    const type = nodeType(e);
    const field = CREATED[type];
    const target = field === undefined ? undefined : (fieldsOf(e)[field] as Fields | undefined);
    const given = target?.['schemaname'] as string | undefined;
    if (given !== undefined && given !== name) {
      throw ctx.error('invalid_schema_definition', `CREATE specifies a schema (${given}) different from the one being created (${name})`);
    }
    return elementSql(ctx, e);
  });
  const { schemaElts: _elements, ...bare } = stmt;
  const schema = `${deparseSync({ CreateSchemaStmt: bare } as never)};`;
  const path = [name, ...ctx.searchPath.filter((s) => s !== name)].map((s) => pgQuoteIdent(s)).join(', ');
  return { kind: 'do', body: `BEGIN\n${[schema, ...elements].join('\n')}\nEND`, tag: 'CREATE SCHEMA', config: [`search_path=${path}`] };
}

/**
 * An element as SQL text that parses back to the same statement. The deparser writes a PARTITION
 * OF table's constraints before PARTITION OF, which does not parse: the table is then created
 * without them and they are added by ALTER TABLE (the same constraints, named alike). Anything
 * else that does not come back the same is 0A000.
 */
function elementSql(ctx: PlanCtx, e: AstNode): string {
  // the session runs no privilege statement inside the DO body the elements run in
  if (nodeType(e) === 'GrantStmt') throw ctx.error('feature_not_supported', `${statementWords('GrantStmt', fieldsOf(e))} as an element of CREATE SCHEMA is not supported by pgsqlite`);
  const text = deparseSync(e as never);
  if (sameStatement(text, e)) return `${text};`;
  const f = fieldsOf(e);
  const elts = (f['tableElts'] as AstNode[] | undefined) ?? [];
  if (nodeType(e) === 'CreateStmt' && f['partbound'] !== undefined && elts.length > 0 && elts.every((x) => nodeType(x) === 'Constraint')) {
    const { tableElts: _constraints, ...rest } = f;
    const bare = { CreateStmt: rest } as unknown as AstNode;
    const table = deparseSync(bare as never);
    const relation = f['relation'] as Fields;
    const name = [relation['schemaname'], relation['relname']].filter((x) => x !== undefined).map((x) => pgQuoteIdent(String(x))).join('.');
    const adds = elts.map((c) => `ALTER TABLE ${name} ADD ${deparseSync(c as never)};`);
    if (sameStatement(table, bare)) return [`${table};`, ...adds].join('\n');
  }
  throw ctx.error('feature_not_supported', `${statementWords(nodeType(e), f)} as an element of CREATE SCHEMA is not supported by pgsqlite`);
}

function sameStatement(text: string, node: AstNode): boolean {
  try {
    const [again] = parseStatements(text);
    return again !== undefined && JSON.stringify(stripLocations(again.ast)) === JSON.stringify(stripLocations(node));
  } catch {
    return false;
  }
}
