/** The jsonpath grammar lives with the jsonpath type (catalog); the evaluator reads its tree. */
export { parseJsonPath, type JpExpr, type JpStep, type JsonPath } from '@pgsqlite/catalog';
