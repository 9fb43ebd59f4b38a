/**
 * Wording that PostgreSQL never uses and that betrays what runs underneath: SQLite's own error
 * messages and JavaScript's exception texts. A message matching one of these must not reach a
 * client as it is (the session maps it; the error sweep test fails on it).
 */
const SQLITE_WORDING: readonly RegExp[] = [
  /^near ".*": syntax error$/,
  /^unrecognized token: /,
  /^incomplete input$/,
  /^no such (table|column|function|index|collation|savepoint|view|trigger|module)\b/,
  /^(table|index|view|trigger) \S+ already exists$/,
  /\bhas no column named\b/,
  /^ambiguous column name: /,
  /\bSQL logic error\b/,
  /^too many SQL variables$/,
  /\bmay not be used as a window function\b/,
  /^misuse of (aggregate|window) function\b/,
  /^wrong number of arguments to function\b/,
  /\b(ORDER|GROUP) BY term out of range\b/,
  /\bprohibited in (CHECK constraints|index expressions|generated columns|partial index WHERE clauses)\b/,
  /^(UNIQUE|NOT NULL|CHECK|FOREIGN KEY|PRIMARY KEY) constraint failed\b/,
  /^datatype mismatch$/,
  /^database (table )?is locked$/,
  /^attempt to write a readonly database$/,
  /^cannot (start a transaction within a transaction|commit - no transaction is active|rollback - no transaction is active)$/,
  // SQLite says exactly "malformed JSON"; PostgreSQL's own "malformed JSON array" (populate_record) is not foreign
  /^(malformed JSON$|JSON cannot hold BLOB values|bad JSON path)/,
  /^string or blob too big$/,
  /^(interrupted|not an error|unknown error)$/,
  /^(file is not a database|database disk image is malformed)$/,
  /\bON CONFLICT clause does not match\b/,
  /^(sub-select|SELECTs to the left and right of \w+) returns? \d+ columns?/,
  /^row value misused$/,
  /^[a-z_]+\(\) (may only be used|used with|called with)\b/,
];

const JAVASCRIPT_WORDING: readonly RegExp[] = [
  /\bBigInt\b/,
  /\bundefined\b/,
  /\b(TypeError|RangeError|ReferenceError|SyntaxError|EvalError|AggregateError)\b/,
  /^Cannot (read|set) propert(y|ies) of\b/,
  /\bis not a function\b/,
  /\bis not (iterable|a constructor|defined)\b/,
  /^Maximum call stack size exceeded$/,
  /^Invalid (array|typed array|string) length$/,
  /^Invalid (time value|Date|regular expression\b)/,
  /^The number .* cannot be converted\b/,
  /\[object (Object|Array|Uint8Array)\]/,
  /^Unexpected (token|end of JSON input|non-whitespace character)\b/,
  /\bin JSON at position \d+/,
  /\bexpected (ArrayBuffer|Buffer|TypedArray)\b/,
  /\bToPrimitive\b/,
  /^Cannot convert .* to a (BigInt|number|primitive)\b/,
  /^Division by zero$/,
  /^(Assertion failed|Unreachable|invariant)\b/,
];

/** Why `message` is not PostgreSQL's wording, or null when nothing foreign is seen in it. */
export function foreignWording(message: string): 'sqlite' | 'javascript' | null {
  if (SQLITE_WORDING.some((r) => r.test(message))) return 'sqlite';
  // Quoted parts are the user's own words (`relation "undefined" does not exist`).
  // PostgreSQL's own "… is undefined" (float.c/numeric.c: zero raised to a negative power) is
  // not JavaScript's `undefined`.
  // One simple class per quoted run (a doubled quote splits it in two, still removed): an
  // alternation under `*` backtracks per character and overflows the stack on a message that
  // quotes a value of megabytes (`invalid input syntax for type uuid: "xyyy…"`).
  const own = message.replace(/"[^"]*"/g, '""').replace(/ is undefined$/, '');
  // "sqlite" outside quotes betrays SQLite; inside them it is a name (`relation "sqlite_master" does not exist`)
  if (/\bsqlite/i.test(own)) return 'sqlite';
  // PostgreSQL's own 42809 names a routine by its signature (`pr() is not a function`); JavaScript's
  // TypeError names an expression (`x.f is not a function`, `(intermediate value) is not a function`)
  if (/^[^\s()]+\((?!\.\.\.)[^()]*\) is not a function$/.test(own)) return null;
  if (JAVASCRIPT_WORDING.some((r) => r.test(own))) return 'javascript';
  return null;
}
