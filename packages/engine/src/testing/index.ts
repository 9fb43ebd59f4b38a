export { engineContract } from './contract.js';
export { plain, plainValue, rows, scalar, pgErrorOf, type ContractHarness } from './harness.js';
