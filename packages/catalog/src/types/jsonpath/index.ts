export type { JpExpr, JpStep, JsonPath } from './ast.js';
export { parseJsonPath } from './parse.js';
export { printJsonPath } from './print.js';
