export type {
  Plan,
  SqlPlan,
  SqlStep,
  DdlPlan,
  DdlNotice,
  TransactionPlan,
  SetPlan,
  ShowPlan,
  NoopPlan,
  EmptyPlan,
  ResultColumn,
  CommandVerb,
  KeyProbe,
  CopyPlan,
  CopyOptions,
  CopyColumn,
  DatabasePlan,
  RolePlan,
  RoleOptions,
  DatabaseOptions,
  CursorPlan,
  PreparedPlan,
  ListenPlan,
  LockPlan,
  SessionFunctionPlan,
  StagedCte,
  DoPlan,
  TriggeredDml,
  FkActionRows,
  RoutedLeaf,
  UpsertUpdate,
  TriggerCall,
  TriggerColumn,
  CurrentOf,
  CursorScan,
} from './plan.js';
export { CURRENT_OF_PARAM } from './stmt/current-of.js';
export { loadPlParser, parseDoBody, parseTriggerBody } from './plpgsql/do-parse.js';
export { warmUpTranslator } from './warm-up.js';
export { conditionCode, type DoBlock, type DoCursorQuery, type DoCursorScroll, type DoDeclaration, type DoStatement, type DoHandler, type DoTarget, type RaiseLevel, type RaiseOption } from './plpgsql/do-program.js';
export { parseFunctionBody } from './plpgsql/function-parse.js';
export { rowTypeRelation, rowTypeTest } from './plpgsql/row-type-names.js';
export { typeLabel } from './ddl/type-label.js';
export { elementAssignPlan } from './plpgsql/element-assign.js';
export type { PlCall, PlParam } from './plpgsql/pl-call.js';
export {
  Translator,
  loadParser,
  type ParsedStatement,
  type PlanContext,
  type TranslatorOptions,
  type PlanCacheStats,
  type LexOptions,
  type LexSettings,
} from './translator.js';
export { registerRuntime, type RuntimeHost } from '@pgsqlite/runtime';
export { refineEngineError, addUniqueDetail, type ProbeRunner } from './errors/constraint-errors.js';
export { deferrableUniqueChecks, uniqueViolation, type UniqueCheck } from './errors/deferrable-unique.js';
export { pendingForeignKeyError } from './errors/deferred-fk.js';
export { formatExplainRows } from './stmt/explain.js';
export { withRows as stagedCteStatement } from './stmt/staged-cte.js';
export { ACTIVITY_PARAM } from './catalog-views/pg-stat-activity.js';
export { DATABASES_PARAM } from './catalog-views/pg-database.js';
export { CURSORS_PARAM } from './catalog-views/pg-cursors.js';
export { LISTENING_PARAM } from './stmt/listening-channels.js';
export { PREPARED_PARAM } from './catalog-views/pg-prepared-statements.js';
export { ROLES_PARAM } from './catalog-views/pg-roles.js';
export type { PrivilegePlan, AclTarget, GrantAction, GrantRoleAction, OwnerAction, DefaultPrivilegesAction, OwnedAction, RoleRef, GrantPrivilege } from './privilege-plan.js';
export { HBA_RULES_PARAM } from './catalog-views/pg-hba-file-rules.js';
export { LOCKS_PARAM } from './catalog-views/pg-locks.js';
export { formatTypeSql, userTypeNames } from './catalog-views/user-type-names.js';
export { relationNames, regclassTextSql } from './catalog-views/relation-names.js';
export { REG_OBJECT_TYPES, regObjectText } from './catalog-views/reg-objects.js';
export { createAsExecuteStatement, executeArgsStatement } from './stmt/prepare.js';
export { sequenceKey as sequenceKeyOf } from './analyze/fn-sequences.js';
export { configEntries } from './ddl/function-config.js';
export { placeholderOffsets } from './sql/placeholders.js';
