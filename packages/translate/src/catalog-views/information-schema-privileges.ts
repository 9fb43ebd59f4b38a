import type { InfoViewDef } from './information-schema-sql.js';

export const PRIVILEGE_VIEWS: Record<string, InfoViewDef> = {};
