-- SET TRANSACTION inside the case's transaction, after its setup ran a query (variable.c checks).
-- @setup
CREATE TEMP TABLE cst (a int);
SELECT 1;
-- @case core1-set-transaction-1.1
SET TRANSACTION ISOLATION LEVEL SERIALIZABLE
-- @case core1-set-transaction-1.2
SET TRANSACTION ISOLATION LEVEL READ COMMITTED
-- @case core1-set-transaction-1.3
SET TRANSACTION DEFERRABLE
-- @case core1-set-transaction-1.4
SET TRANSACTION READ ONLY
-- @case core1-set-transaction-1.5
SET TRANSACTION READ WRITE

-- 2: READ ONLY, then a write to a temporary table (allowed) and READ WRITE again (refused)
-- @setup
CREATE TEMP TABLE cst (a int);
SET TRANSACTION READ ONLY;
SELECT 1;
-- @case core1-set-transaction-2.1
INSERT INTO cst VALUES (1)
-- @case core1-set-transaction-2.2
SET TRANSACTION READ WRITE
-- @case core1-set-transaction-2.3
SHOW transaction_read_only
