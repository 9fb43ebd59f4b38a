import { defineConfig } from 'vitest/config';
import base from '../../../vitest.config.js';

// Vitest requires a default export from its config file.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['test/conformance/tool/*.tool.ts'], testTimeout: 30 * 60_000 },
});
