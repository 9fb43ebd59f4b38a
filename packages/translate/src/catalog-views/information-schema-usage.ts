import type { InfoViewDef } from './information-schema-sql.js';

export const USAGE_VIEWS: Record<string, InfoViewDef> = {};
