import type { InfoViewDef } from './information-schema-sql.js';

export const TYPE_VIEWS: Record<string, InfoViewDef> = {};
