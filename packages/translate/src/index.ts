export type {
  Plan,
  SqlPlan,
  DdlPlan,
  TransactionPlan,
  SetPlan,
  ShowPlan,
  NoopPlan,
  EmptyPlan,
  ResultColumn,
  CommandVerb,
} from './plan.js';
export { Translator, loadParser, type ParsedStatement, type PlanContext } from './translator.js';
