#!/usr/bin/env node
// The CLI run from the sources (`node --import tsx src/cli.ts`, tsc's dist/cli.js): the server's
// modules are imported once it listens. `npm run build` makes dist/cli.js the same from
// src/cli-main.ts and the cached server bundle (src/build-cli.mjs).
import { runCli } from './cli-main.js';

runCli(() => import('./index.js'));
