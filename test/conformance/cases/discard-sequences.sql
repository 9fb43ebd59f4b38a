-- DISCARD SEQUENCES forgets the session's currval and lastval (was: a no-op; regress
-- sequence.sql:128/264); sequences themselves keep their state.
-- @setup
CREATE SEQUENCE dsq_s;
SELECT nextval('dsq_s');
SELECT nextval('dsq_s');
DISCARD SEQUENCES;

-- @case discard-sequences-1.1
SELECT currval('dsq_s')
-- @case discard-sequences-1.2
SELECT lastval()
-- @case discard-sequences-1.3
SELECT nextval('dsq_s')

-- @setup
CREATE SEQUENCE dsq_s;
SELECT nextval('dsq_s');
DISCARD SEQUENCES;
SELECT nextval('dsq_s');

-- @case discard-sequences-2.1
SELECT currval('dsq_s'), lastval()
