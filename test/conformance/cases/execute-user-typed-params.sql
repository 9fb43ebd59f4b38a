-- EXECUTE's arguments are cast to the prepared statement's parameter types (EvaluateParams); a
-- parameter of a user type — composite, enum, domain, array of enum — gets that type's value (was
-- cast to text: a composite argument failed as 'malformed stored composite value'), and a
-- parameter of a domain type is a value of its base type in expressions ($1 + 1 was 42883).
-- @setup
CREATE TABLE eup_t (a int, b text);
CREATE TYPE eup_mood AS ENUM ('sad', 'ok');
CREATE DOMAIN eup_pos AS int CHECK (VALUE > 0);
DEALLOCATE ALL;
PREPARE eup_star(eup_t) AS SELECT ($1).*;
PREPARE eup_all(eup_t, eup_mood, eup_pos, eup_mood[]) AS SELECT $1, $2, $3, $4, $3 + 1, pg_typeof($3), ($1).b;

-- 1: arguments of user types
-- @case execute-user-typed-params-1.1
EXECUTE eup_star(ROW(1, 'x'))
-- @case execute-user-typed-params-1.2
EXECUTE eup_star('(2,y)')
-- @case execute-user-typed-params-1.3
EXECUTE eup_all(ROW(1, 'x'), 'ok', 7, '{sad,ok}')
-- @case execute-user-typed-params-1.4
EXECUTE eup_all(NULL, 'happy', 1, NULL)
-- @case execute-user-typed-params-1.5
EXECUTE eup_all(NULL, 'sad', -1, NULL)
-- @case execute-user-typed-params-1.6
PREPARE eup_dom(eup_pos) AS SELECT $1 * 2, $1 > 3, abs($1)
-- @case execute-user-typed-params-1.7
EXECUTE eup_star('(3,z)'::eup_t)
