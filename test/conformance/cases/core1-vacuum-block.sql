-- VACUUM refuses a transaction block (PreventInTransactionBlock); ANALYZE does not.
-- @case core1-vacuum-block-1.1
VACUUM
-- @case core1-vacuum-block-1.2
ANALYZE
-- @case core1-vacuum-block-1.3
VACUUM (ANALYZE)
