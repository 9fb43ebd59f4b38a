export type { SqlValue } from './types/sql-value.js';
export { defaultFormatSettings, type FormatSettings, type PgType, type Storage } from './types/pg-type.js';
export { fixedSend, type FixedSend, type SendInto } from './types/binary-into.js';
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
} from './model/catalog.js';
export { bootstrapCatalogSql, loadCatalog, type CatalogQuery } from './model/load.js';
export { CHANGE_TRACKING_SQL, isTrackedBy, loadCatalogTracked, type TrackedLoad } from './model/load-delta.js';
export { CatalogSnapshot, type SnapshotFacts } from './model/snapshot.js';
export { type UserFunctionDef, storeFunctionSql, dropFunctionSql } from './model/functions-catalog.js';
export { type TriggerDef, type TriggerAssignment, type TriggerEvent, storeTriggerSql, dropTriggerSql, setTriggerEnabledSql } from './model/triggers-catalog.js';
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
} from './model/types-catalog.js';
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
export { typeByOid, typeByName, allTypes } from './types/registry.js';
export { arrayLowerBound } from './types/vector.js';
export { typmodFromModifiers } from './types/typmod.js';
export { formatType } from './types/format-type.js';
export { parseNumeric, formatNumeric, roundNumeric, applyNumericTypmod, type NumericValue } from './types/numeric-value.js';
export { formatJsonb, normalizeJsonb, quoteJsonString } from './types/json.js';
export { searchRecordJson } from './types/search-record.js';
export { type RecordFieldLayout, recordSendFromText } from './types/record-text.js';
export { parseJson, type JsonNode } from './types/json-parse.js';
export { decodeStoredArray, decodeStoredArrayBounds, encodeStoredArray, truncateArrayElements } from './types/array.js';
export { parseArrayLiteral, type ArrayTree } from './types/array-literal.js';
export { storedArrayParts, storedArrayText, hasLowerBounds, dimsDecoration, type StoredArrayParts } from './types/array-storage.js';
export { readInterval, writeInterval, type IntervalValue } from './types/interval.js';
export { zoneOffsetSeconds, formatOffset, posixOffset, numericZoneSetting, intervalZoneSetting } from './types/datetime/zone.js';
export { parseDateStyle, type DateStyle } from './types/datetime/format.js';
export { DATE_INFINITY, DATE_NEG_INFINITY, daysFromCivil } from './types/datetime/calendar.js';
export { formatTimeOfDay } from './types/datetime/format.js';
export { setZoneInfoReader, zoneAbbreviation, type ZoneInfoReader } from './types/datetime/zone-abbrev.js';
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
