-- DISCARD's command tag names its target (was: DISCARD ALL for every form), and DISCARD ALL
-- cannot run inside a transaction block (25001; every case here runs inside one).
-- @case discard-tags-1.1
DISCARD PLANS
-- @case discard-tags-1.2
DISCARD TEMP
-- @case discard-tags-1.3
DISCARD TEMPORARY
-- @case discard-tags-1.4
DISCARD ALL
