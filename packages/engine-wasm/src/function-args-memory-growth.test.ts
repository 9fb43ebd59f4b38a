import { expect, it } from 'vitest';
import { createWasmEngineFactory, loadSqliteWasm, memoryFileStore } from './index.js';

// A function's arguments are read one by one; reading one as text may allocate (SQLite adds the
// terminator a function result's text lacks), and when that grows the WebAssembly memory every
// view of the old buffer is detached. The argument pointers were read through such a view: the
// arguments after a large one came from address 0 (the conformance corpus saw numeric-limits-1.3
// on the wasm engine fail with `invalid input syntax for type numeric: "0,0,0"` once its heap
// had to grow). The pointers are copied out first.
it('wasm-args-1 arguments after one whose reading grows the memory keep their values', async () => {
  const factory = createWasmEngineFactory({ sqlite3: await loadSqliteWasm(), files: memoryFileStore() });
  const engine = await factory.open({ path: '/growth.sqlite' });
  try {
    engine.defineFunction({ name: 'big_text', arity: 1, deterministic: true, call: (n) => 'x'.repeat(Number(n)) });
    engine.defineFunction({ name: 'shape', arity: 3, deterministic: true, call: (a, b, c) => `${typeof a}:${String(a).length}|${typeof b}:${String(b)}|${typeof c}:${String(c)}` });
    for (const size of [1 << 20, 16 << 20, 64 << 20]) {
      const row = engine.prepare('SELECT shape(big_text(?), 42, ?)').all([size, 'after']);
      expect(row[0]?.[0]).toBe(`string:${size}|bigint:42|string:after`);
    }
  } finally {
    engine.close();
  }
});
