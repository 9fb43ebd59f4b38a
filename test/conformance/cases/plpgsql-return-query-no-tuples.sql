-- RETURN QUERY [EXECUTE] of a statement that returns no rows (spi.c must_return_tuples): 42601
-- "SELECT INTO query does not return tuples" (a SELECT without a result is SELECT INTO), "INSERT
-- query does not return tuples", and the statement does not take effect.
-- @setup
CREATE TABLE rq (a int);
CREATE FUNCTION rq_into() RETURNS SETOF int LANGUAGE plpgsql AS $$ BEGIN RETURN QUERY SELECT 10 INTO rq_new; END $$;
CREATE FUNCTION rq_exec_into() RETURNS SETOF int LANGUAGE plpgsql AS $$ BEGIN RETURN QUERY EXECUTE 'SELECT 10 INTO rq_new'; END $$;
CREATE FUNCTION rq_insert() RETURNS SETOF int LANGUAGE plpgsql AS $$ BEGIN RETURN QUERY EXECUTE 'INSERT INTO rq VALUES (1)'; END $$;
CREATE FUNCTION rq_caught() RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  BEGIN
    PERFORM rq_insert();
  EXCEPTION WHEN syntax_error THEN NULL;
  END;
  RETURN (SELECT count(*) FROM rq);
END $$;
-- @case plpgsql-return-query-no-tuples-1.1
SELECT * FROM rq_into()
-- @case plpgsql-return-query-no-tuples-1.2
SELECT * FROM rq_exec_into()
-- @case plpgsql-return-query-no-tuples-1.3
SELECT * FROM rq_insert()
-- @case plpgsql-return-query-no-tuples-1.4
SELECT rq_caught()
