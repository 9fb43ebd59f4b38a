import { defineConfig } from 'vitest/config';
import base from '../../../vitest.config.js';

// Vitest requires a default export from its config file.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['test/fuzz/tool/*.tool.ts'], testTimeout: 24 * 3600_000 },
});
