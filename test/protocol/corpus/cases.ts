import { B, C, CopyData, CopyDone, CopyFail, D, E, H, P, Q, S, X, cstr, i16, i32, msg, msgLen, raw, startup, startup30 } from './bytes.js';

/**
 * The malformed-message corpus: bytes a client might send (broken on purpose, or on the edge of
 * the protocol), whose answers are recorded from PostgreSQL 15 into malformed-corpus.json and
 * replayed against pgsqlite. Names are stable ids: `<area>-<what>`.
 */
export interface CorpusCase {
  name: string;
  /** Send a standard StartupMessage first and drop its answer (user/database postgres). */
  afterStartup: boolean;
  send: Buffer;
  /** The first byte of the answer is a lone SSLRequest/GSSENCRequest reply. */
  rawFirstByte?: boolean;
}

const user = { user: 'postgres', database: 'postgres' };
const TABLE = Q('CREATE TEMP TABLE t (a int, b text)');

const after = (name: string, ...parts: Buffer[]): CorpusCase => ({ name, afterStartup: true, send: Buffer.concat(parts) });
const before = (name: string, ...parts: Buffer[]): CorpusCase => ({ name, afterStartup: false, send: Buffer.concat(parts) });

export const CASES: CorpusCase[] = [
  // ------------------------------------------------------------------ lengths and framing
  after('length-negative', msgLen('Q', -1, 'x')),
  after('length-zero', msgLen('Q', 0)),
  after('length-three', msgLen('Q', 3, 'xyz')),
  after('length-min-int', msgLen('Q', -2147483648)),
  after('length-huge-query', msgLen('Q', 0x7fffffff, 'SELECT 1')),
  after('length-over-1gib-copydata', msgLen('d', 0x40000000, 'x')),
  after('length-sync-over-small-limit', msgLen('S', 10001)),
  after('length-execute-over-small-limit', msgLen('E', 10001)),
  after('length-describe-over-small-limit', msgLen('D', 10001)),
  after('length-close-over-small-limit', msgLen('C', 10001)),
  after('length-flush-over-small-limit', msgLen('H', 10001)),
  after('length-terminate-over-small-limit', msgLen('X', 10001)),
  after('length-copydone-over-small-limit', msgLen('c', 10001)),
  after('length-copyfail-over-small-limit', msgLen('f', 10001)),
  after('length-sync-at-small-limit', msgLen('S', 10000, Buffer.alloc(9996))),
  after('length-truncated-body-waits', msgLen('Q', 100, 'SELECT 1')),
  after('length-100mib-query-waits', msgLen('Q', 100 * 1024 * 1024, 'SELECT 1')),
  after('length-at-large-limit-waits', msgLen('d', 0x3ffffffe, 'x')),
  after('length-over-large-limit-bind', msgLen('B', 0x3fffffff)),
  after('length-over-large-limit-function-call', msgLen('F', 0x3fffffff)),
  after('length-password-huge-after-startup', msgLen('p', 0x7fffffff)),
  after('length-short-query-body', msgLen('Q', 6, 'SELECT 1\0'), Q('SELECT 2')),
  after('length-long-parse-swallows-sync', msgLen('P', 40, cstr(''), cstr('SELECT 1'), i16(0)), S(), S(), Q('SELECT 3')),

  // ------------------------------------------------------------------ message types
  after('type-unknown-y', msg('y', 'whatever')),
  after('type-unknown-nul', msg('\0')),
  after('type-unknown-high-byte', msg('\xff', 'x')),
  after('type-password-after-startup', msg('p', cstr('secret')), Q('SELECT 1')),
  after('type-sasl-response-after-startup', msg('p', 'n,,n=,r=abc'), Q('SELECT 1')),
  after('type-function-call-unknown-oid', msg('F', i32(0), i16(0), i16(0), i16(0)), Q('SELECT 1')),
  after('type-function-call-truncated', msg('F', i32(1)), Q('SELECT 1')),
  after('type-copydata-outside-copy', CopyData('1\tx\n'), Q('SELECT 1')),
  after('type-copydone-outside-copy', CopyDone(), Q('SELECT 1')),
  after('type-copyfail-outside-copy', CopyFail('why'), Q('SELECT 1')),
  after('type-copy-messages-in-extended', P('SELECT 1'), CopyData('x'), B(), CopyDone(), E(), CopyFail('no'), S()),

  // ------------------------------------------------------------------ startup packets
  before('startup-length-below-8', i32(7), i32(196608)),
  before('startup-length-negative', i32(-1), i32(196608)),
  before('startup-length-over-10000', i32(10005), i32(196608)),
  before('startup-version-2', startup(0x20000, cstr('user'), cstr('postgres'), [0])),
  before('startup-version-1', startup(0x10000, cstr('user'), cstr('postgres'), [0])),
  before('startup-version-4', startup(0x40000, cstr('user'), cstr('postgres'), [0])),
  before('startup-version-3-1', startup(0x30001, cstr('user'), cstr('postgres'), cstr('database'), cstr('postgres'), [0])),
  before('startup-version-3-9999', startup(0x3270f, cstr('user'), cstr('postgres'), cstr('database'), cstr('postgres'), [0])),
  before('startup-pq-option', startup30({ ...user, '_pq_.compression': 'on' })),
  before('startup-pq-options-minor', startup(0x30002, cstr('user'), cstr('postgres'), cstr('_pq_.a'), cstr('1'), cstr('_pq_.b'), cstr('2'), [0])),
  before('startup-missing-user', startup30({ database: 'postgres' })),
  before('startup-empty-user', startup30({ user: '', database: 'postgres' })),
  before('startup-no-parameters', startup(196608, [0])),
  before('startup-unterminated-list', startup(196608, cstr('user'), cstr('postgres'))),
  before('startup-unterminated-string', startup(196608, cstr('user'), 'postgres')),
  before('startup-name-without-value', startup(196608, cstr('user'), cstr('postgres'), cstr('database'), [0])),
  before('startup-bytes-after-terminator', startup(196608, cstr('user'), cstr('postgres'), [0], [0x41])),
  before('startup-unknown-guc', startup30({ ...user, no_such_setting: 'x' })),
  before('startup-bad-guc-value', startup30({ ...user, work_mem: 'lots' })),
  before('startup-unknown-database', startup30({ user: 'postgres', database: 'no_such_db' })),
  before('startup-replication-bad', startup30({ ...user, replication: 'maybe' })),
  before('startup-cancel-short', i32(12), i32(80877102), i32(7)),
  before('startup-cancel-unknown-key', i32(16), i32(80877102), i32(1), i32(2)),
  { name: 'startup-ssl-refused-then-startup', afterStartup: false, rawFirstByte: true, send: raw(i32(8), i32(80877103)) },
  { name: 'startup-ssl-pipelined-bytes', afterStartup: false, rawFirstByte: true, send: raw(i32(8), i32(80877103), startup30(user)) },
  before('startup-message-type-first', Q('SELECT 1')),

  // ------------------------------------------------------------------ simple query
  after('query-empty', Q('')),
  after('query-whitespace', Q('  \n\t ')),
  after('query-only-semicolons', Q(';;')),
  after('query-only-comment', Q('-- nothing')),
  after('query-empty-between', Q('SELECT 1;;SELECT 2')),
  after('query-no-nul', msg('Q', 'SELECT 1'), Q('SELECT 2')),
  after('query-bytes-after-nul', msg('Q', cstr('SELECT 1'), 'x'), Q('SELECT 2')),
  after('query-invalid-utf8', msg('Q', raw('SELECT \'', [0xc3, 0x28], '\'', [0])), Q('SELECT 2')),
  after('query-invalid-utf8-lone-continuation', msg('Q', raw('SELECT 1', [0x80, 0])), Q('SELECT 2')),
  after('query-nul-inside', msg('Q', raw('SELECT 1', [0], 'junk', [0])), Q('SELECT 2')),

  // ------------------------------------------------------------------ extended query
  after('ext-empty-parse-execute', P(''), B(), E(), S()),
  after('ext-empty-describe', P(''), D('S'), B(), D('P'), E(), S()),
  after('ext-describe-bad-kind', D('X'), S(), Q('SELECT 1')),
  after('ext-describe-no-body', msg('D'), S()),
  after('ext-close-bad-kind', C('Z'), S(), Q('SELECT 1')),
  after('ext-parse-truncated-types', msg('P', cstr('s'), cstr('SELECT 1'), i16(2), i32(23)), S(), Q('SELECT 1')),
  after('ext-parse-no-strings', msg('P', 'x'), S()),
  after('ext-malformed-mid-pipeline', P('SELECT 1'), B(), D('Q'), E(), S(), Q('SELECT 2')),
  after('ext-malformed-then-more-syncs', D('X'), P('SELECT 1'), S(), S()),
  after('ext-bind-too-few-params', P('SELECT $1::int'), B([]), E(), S()),
  after('ext-bind-too-many-params', P('SELECT 1'), B(['1', '2']), E(), S()),
  after('ext-bind-format-count-mismatch', P('SELECT $1::int, $2::int'), B(['1', '2'], '', '', [0, 0, 0]), S()),
  after('ext-bind-bad-format-code', P('SELECT $1::int'), B(['1'], '', '', [2]), S()),
  after('ext-bind-bad-result-format', P('SELECT 1'), B([], '', '', [], [7]), E(), S()),
  after('ext-bind-negative-length', P('SELECT $1::text'), msg('B', cstr(''), cstr(''), i16(0), i16(1), i32(-2), i16(0)), S()),
  after('ext-bind-length-past-end', P('SELECT $1::text'), msg('B', cstr(''), cstr(''), i16(0), i16(1), i32(50), 'abc', i16(0)), S()),
  after('ext-bind-unknown-statement', B([], '', 'nope'), S()),
  after('ext-bind-binary-int-wrong-size', P('SELECT $1::int'), msg('B', cstr(''), cstr(''), i16(1), i16(1), i16(1), i32(2), [0, 1], i16(0)), S()),
  after('ext-bind-text-invalid-utf8', P('SELECT $1::text'), msg('B', cstr(''), cstr(''), i16(0), i16(1), i32(2), [0xc3, 0x28], i16(0)), S()),
  after('ext-execute-unknown-portal', E('nope'), S()),
  after('ext-describe-unknown-portal', D('P', 'nope'), S()),
  after('ext-describe-unknown-statement', D('S', 'nope'), S()),
  after('ext-close-unknown', C('S', 'nope'), C('P', 'nope'), S()),
  after('ext-parse-duplicate-name', P('SELECT 1', 'a'), P('SELECT 2', 'a'), S()),
  after('ext-parse-two-statements', P('SELECT 1; SELECT 2'), S()),
  after('ext-sync-alone', S()),
  after('ext-sync-with-body', msg('S', 'x'), S()),
  after('ext-flush-alone', H(), Q('SELECT 1')),
  after('ext-flush-with-body', msg('H', 'x'), S()),
  after('ext-flush-after-parse', P('SELECT 1'), H()),
  after('ext-flush-after-error', P('SELEC 1'), H()),
  after('ext-execute-trailing-bytes', P('SELECT 1'), B(), msg('E', cstr(''), i32(0), 'z'), S()),
  after('ext-execute-after-error-in-tx', Q('BEGIN'), P('SELECT 1/(random()::int * 0)'), B(), E(), S(), P('SELECT 1'), B(), E(), S()),
  after('ext-malformed-in-tx-aborts', Q('BEGIN'), D('X'), S(), Q('SELECT 1')),
  after('ext-malformed-sync-while-skipping', P('SELEC'), B(), msg('S', 'x'), Q('SELECT 1')),
  after('ext-many-flushes', P('SELECT 1'), H(), H(), B(), H(), E(), H(), S()),
  after('ext-parse-name-invalid-utf8', msg('P', [0xc3, 0x28, 0], cstr('SELECT 1'), i16(0)), S()),
  after('ext-describe-name-invalid-utf8', msg('D', 'S', [0xff, 0]), S()),
  after('ext-no-sync-then-query', P('SELECT 1'), B(), E(), Q('SELECT 2')),

  // ------------------------------------------------------------------ row limits (PortalSuspended)
  after('portal-max-rows-exact', P('SELECT * FROM (VALUES (1),(2),(3)) v(x)'), B(), E('', 3), E('', 3), S()),
  after('portal-max-rows-batches', P('SELECT * FROM (VALUES (1),(2),(3)) v(x)'), B(), E('', 2), E('', 2), E('', 2), S()),
  after('portal-max-rows-negative', P('SELECT * FROM (VALUES (1),(2)) v(x)'), B(), E('', -1), S()),
  after('portal-insert-returning-limit', TABLE, P('INSERT INTO t VALUES (1,\'a\'),(2,\'b\'),(3,\'c\') RETURNING a'), B(), E('', 1), E('', 1), S(), Q('SELECT count(*) FROM t')),
  after('portal-insert-returning-exact', TABLE, P('INSERT INTO t VALUES (1,\'a\'),(2,\'b\') RETURNING a'), B(), E('', 2), E('', 2), S()),
  after('portal-execute-completed-again', P('SELECT 1'), B(), E(), E(), S()),

  // ------------------------------------------------------------------ COPY FROM STDIN
  after('copy-unknown-type-inside', TABLE, Q('COPY t FROM STDIN'), CopyData('1\ta\n'), msg('y', 'x')),
  after('copy-query-inside', TABLE, Q('COPY t FROM STDIN'), CopyData('1\ta\n'), Q('SELECT 1')),
  after('copy-bad-length-inside', TABLE, Q('COPY t FROM STDIN'), CopyData('1\ta\n'), msgLen('d', 2)),
  after('copy-sync-flush-ignored', TABLE, Q('COPY t FROM STDIN'), CopyData('1\ta\n'), S(), H(), CopyDone(), Q('SELECT count(*) FROM t')),
  after('copy-fail', TABLE, Q('COPY t FROM STDIN'), CopyData('1\ta\n'), CopyFail('client gave up'), Q('SELECT count(*) FROM t')),
  after('copy-bad-row', TABLE, Q('COPY t FROM STDIN'), CopyData('x\ta\n'), CopyDone(), Q('SELECT 1')),
  after('copy-extended-unknown-type-inside', TABLE, P('COPY t FROM STDIN'), B(), E(), CopyData('1\ta\n'), msg('y'), S()),
  after('copy-extended-done-then-sync', TABLE, P('COPY t FROM STDIN'), B(), E(), CopyData('1\ta\n'), CopyDone(), S()),

  // ------------------------------------------------------------------ terminate
  after('terminate-mid-transaction', Q('BEGIN'), TABLE, X()),
  after('terminate-after-error-in-tx', Q('BEGIN'), Q('SELECT 1/0'), X()),
  after('function-call-in-failed-tx', Q('BEGIN'), Q('SELECT 1/0'), msg('F', i32(0), i16(0), i16(0), i16(0)), Q('ROLLBACK')),
  after('function-call-empty', msg('F'), Q('SELECT 1')),
  after('terminate-with-body', msg('X', 'bye')),
  after('terminate-mid-pipeline', P('SELECT 1'), B(), X(), S()),
];
