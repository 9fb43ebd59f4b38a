export type { SqlValue } from './types/sql-value.js';
export { defaultFormatSettings, type FormatSettings, type PgType, type Storage } from './types/pg-type.js';
export { fixedSend, type FixedSend, type SendInto } from './types/binary-into.js';
export { textInto, type TextInto } from './types/text-into.js';
export { SendScratch } from './types/send-scratch.js';
export type {
  Catalog,
  ColumnDef,
  RelationDef,
  RelKind,
  ConstraintDef,
  ConstraintType,
  IndexDef,
  IndexKey,
  SequenceDef,
  NamespaceDef,
  DescriptionDef,
  ExtensionDef,
  TransitionTableDef,
} from './model/catalog.js';
export { forgetRelOptionsSql, setRelOptionsSql } from './model/reloptions-catalog.js';
export { type PartitionKeyDef, type PartitionKeyColumn, type PartitionBoundDef, type RangeDatum, forgetInheritanceSql, inheritanceCount } from './model/inherits-catalog.js';
export { bootstrapCatalogSql, builtinRowsCurrent, loadCatalog, type CatalogQuery } from './model/load.js';
export { BUILTIN_VERSION } from './builtin/pg15-data.js';
export { loadOverlayCatalog, mergeCatalogs } from './model/catalog-overlay.js';
export { CHANGE_TRACKING_SQL, changeNotesPrelude, firstReadAfterDdl, isTrackedBy, loadCatalogTracked, type TrackedLoad } from './model/load-delta.js';
export { CatalogSnapshot, type SnapshotFacts } from './model/snapshot.js';
export { type AclDef, type DefaultAclDef, DEFAULT_OWNER, defaultAclObjectType, aclKey } from './model/acl-catalog.js';
export { type AclItem, type AclObjectType, ACL_LETTERS, ALL_RIGHTS, LETTER_NAME, PRIVILEGE_LETTER, aclDefault, aclFromJson, aclToJson, aclItemText, aclRoleName, normalizePrivs } from './acl/acl-item.js';
export { aclGrant, aclRevoke, aclNewOwner, aclMask, type RevokeOutcome } from './acl/acl-edit.js';
export { type UserFunctionDef, storeFunctionSql, dropFunctionSql } from './model/functions-catalog.js';
export { type RuleDef, type RuleEvent, storeRuleSql, dropRuleSql } from './model/rules-catalog.js';
export { type TriggerDef, type TriggerAssignment, type TriggerEvent, storeTriggerSql, storeTriggerCloneSql, dropTriggerSql, setTriggerEnabledSql } from './model/triggers-catalog.js';
export {
  type UserTypeDef,
  type EnumLabelDef,
  type DomainCheckDef,
  TYPES_SCHEMA_SQL,
  userTypesOf,
  userTypeByOid,
  findUserType,
  domainBase,
  typeIn,
  isCitext,
  comparesNocase,
  citextOid,
  isHstore,
} from './model/types-catalog.js';
export { type HstorePair, compareBytes, compareKeys, hstoreText, normalizePairs, parseHstore, parseHstorePairs, storedPairs, utf8Length } from './types/hstore-value.js';
export { hstoreRecv, hstoreSend } from './types/hstore-codec.js';
export { utf8Encode } from './types/utf8.js';
export { type RowTypeDef, ROW_TYPED_KINDS, rowTypesOf, rowTypeByOid, findRowType } from './model/rowtypes-catalog.js';
export { compositeTypeOf, isCompositeType, compositeShapeOf, fieldShapeOf } from './model/composite-catalog.js';
export { type CompositeShape, type FieldShape, compositeCodec, compositeText, compositeFromText, compositeSend, compositeRecv, fieldCodec, fieldFromText, readShape } from './types/composite-codec.js';
export { packComposite, unpackComposite, parseRecordLiteral, quoteRecordField, hexBytes } from './types/composite-value.js';
export {
  INTERNAL_PREFIX,
  FIRST_USER_OID,
  NEXT_OID_SQL,
  BUMP_OID_SQL,
  BUMP_CATALOG_VERSION_SQL,
  CatalogClassOid,
} from './model/internal-schema.js';
export { Oid } from './types/oids.js';
export { formatPgLsn, pgLsnOfStored, storedPgLsn } from './types/pg-lsn.js';
export { formatMacBytes, macBytesOfStored, macaddr8ToMacaddr } from './types/macaddr8.js';
export { parseSnapshot, visibleInSnapshot } from './types/snapshot.js';
export { storedXid8, xid8OfStored } from './types/xid.js';
export { formatTid, parseTid, storedTid, tidParts } from './types/tid.js';
export { typeByOid, typeByName, allTypes } from './types/registry.js';
export { arrayLowerBound } from './types/vector.js';
export { typmodFromModifiers } from './types/typmod.js';
export { formatType } from './types/format-type.js';
export { POLYMORPHIC_TYPES, FAMILY_ANY, FAMILY_ANYCOMPATIBLE, isPolymorphicType, pseudoTypeName } from './types/polymorphic.js';
export { parseNumeric, formatNumeric, roundNumeric, applyNumericTypmod, type NumericValue } from './types/numeric-value.js';
export { formatJsonb, normalizeJsonb, quoteJsonString } from './types/json.js';
export { parseJsonPath, printJsonPath, type JpExpr, type JpStep, type JsonPath } from './types/jsonpath/index.js';
export { normalizeJsonPath } from './types/jsonpath-type.js';
export { searchRecordJson } from './types/search-record.js';
export { recordArrayText, storedRecordArray } from './types/record-array-text.js';
export { type RecordFieldLayout, parseRecordText, recordArraySendFromStored, recordSendFromText } from './types/record-text.js';
export { parseJson, type JsonNode } from './types/json-parse.js';
export { decodeStoredArray, decodeStoredArrayBounds, encodeStoredArray, makeArrayType, truncateArrayElements, type Nested } from './types/array.js';
export { parseArrayLiteral, type ArrayTree } from './types/array-literal.js';
export { storedArrayParts, storedArrayText, hasLowerBounds, dimsDecoration, type StoredArrayParts } from './types/array-storage.js';
export { readInterval, writeInterval, type IntervalValue } from './types/interval.js';
export { zoneOffsetSeconds, formatOffset, posixOffset, posixRuleZone, numericZoneSetting, intervalZoneSetting } from './types/datetime/zone.js';
export { posixZoneAbbreviation } from './types/datetime/posix-rules.js';
export { parseDateStyle, type DateStyle } from './types/datetime/format.js';
export { datetimeReadsClock } from './types/datetime/reads-clock.js';
export { DATE_INFINITY, DATE_NEG_INFINITY, daysFromCivil } from './types/datetime/calendar.js';
export { formatTimeOfDay } from './types/datetime/format.js';
export { setZoneInfoReader, zoneAbbreviation, type ZoneInfoReader } from './types/datetime/zone-abbrev.js';
export { DEFAULT_ZONE_ABBREVIATIONS } from './types/datetime/zone-abbrevs-default.js';
export {
  type BuiltinColumn,
  builtinTableName,
  builtinColumns,
  hasBuiltinRows,
  builtinRows,
  builtinColumnIndex,
  pgsqliteColumnType,
} from './builtin/builtin-tables.js';
export { PG15_GUCS, PG15_HIDDEN_GUCS, type Pg15Guc } from './settings/pg15-gucs.js';
export { parseGucNumber, showGucNumber, rawGucValue, gucUnitHint, formatG, type GucNumber } from './settings/guc-units.js';
export { OCTAL_GUCS, octalMode, pg15DefaultShown, pg15Defaults } from './settings/guc-defaults.js';
export { byteText, charByte } from './types/char-byte.js';
export { pgQuoteIdent, pgQualified } from './pg-ident.js';
export { parseQualifiedName } from './qualified-name.js';
export { type RoleFacts, type Membership, type RoleGraph, type PrivilegeWanted, rolesOf, isSuperuser, effectivePrivileges, parsePrivilegeList, anyHeld } from './acl/acl-check.js';
export { type UserAggregateDef, type TransitionSignature, BUILTIN_TRANSITIONS, ANY, ANYCOMPATIBLE, ANYCOMPATIBLEARRAY, INTERNAL, storeAggregateSql, dropAggregateSql } from './model/aggregates-catalog.js';
export { type RangeValue, type RangeSpec, type RangeBound, EMPTY_RANGE, compareSubtype, compareBounds, compareRanges, lowerBound, upperBound, makeRange, isDiscreteSubtype, rangeSubtypeSupported } from './types/range-value.js';
export { readRange, writeRange, makeRangeType, rangeSpecOfType, BUILTIN_RANGES, builtinRangeSubtype, rangeFromText, rangeToText } from './types/range.js';
export { BIT_OID, VARBIT_OID, parseBits, checkBitLength } from './types/bit.js';
export { readMultirange, writeMultirange, normalizeRanges, makeMultirangeType, multirangeSpecOfType, multirangeNameFor } from './types/multirange.js';
export { type UserOpclassDef, storeOpclassSql, dropOpclassSql } from './model/opclass-catalog.js';
export {
  type Point,
  type Lseg,
  type Box,
  type Line,
  type Path,
  type Polygon,
  type Circle,
  EPSILON,
  fpEq,
  fpZero,
  slope,
  makeBox,
  lineFromPointSlope,
  parsePoint,
  parseLseg,
  parseBox,
  parseLine,
  parsePath,
  parsePolygon,
  parseCircle,
  formatPoint,
  formatLseg,
  formatBox,
  formatLine,
  formatPath,
  formatPolygon,
  formatCircle,
} from './types/geo/geo-text.js';
export { type TsLexeme, type TsPos, TS_MAX_POS, compareLexemes, formatTsvector, normalizeLexemes, parseTsvector, quoteLexeme, uniquePositions } from './types/tsearch/tsvector-value.js';
export { type TsOperand, type TsQuery, TS_STOP, cleanTsquery, formatTsquery, parseTsquery, tsPriority } from './types/tsearch/tsquery-value.js';
export { tsCatalogObjects } from './types/tsearch/tsearch-types.js';
export { splitSearchPath } from './settings/search-path.js';
