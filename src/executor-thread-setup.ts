import { setupEngine } from './engine-setup.js';

// Registers the executor threads' setup for engine-native's worker main loop, which reads it
// when it starts (worker-main.ts registeredSetup): imported by src/executor-thread.ts before the
// loop, so that a thread whose entry runs as a script (through V8's code cache) needs no import()
// of its own URL.
(globalThis as Record<symbol, unknown>)[Symbol.for('pgsqlite.executor-setup')] = { setupEngine };
