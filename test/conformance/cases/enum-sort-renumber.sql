-- ALTER TYPE … ADD VALUE … BEFORE/AFTER places the label halfway between its neighbours in float4
-- (pg_enum.enumsortorder); when no float4 is left between them PostgreSQL renumbers the type's labels
-- 1..n first (RenumberEnumType). The catalog shows the same sort orders.
-- @setup
CREATE TYPE esr AS ENUM ('L1', 'L2');
ALTER TYPE esr ADD VALUE 'i1' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i2' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i3' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i4' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i5' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i6' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i7' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i8' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i9' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i10' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i11' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i12' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i13' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i14' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i15' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i16' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i17' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i18' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i19' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i20' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i21' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i22' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i23' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i24' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i25' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i26' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i27' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i28' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i29' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'i30' BEFORE 'L2';
ALTER TYPE esr ADD VALUE 'b0' BEFORE 'L1';
ALTER TYPE esr ADD VALUE 'z9';
ALTER TYPE esr ADD VALUE 'a5' AFTER 'i5';

-- @case enum-sort-renumber-1.1 ordered
SELECT enumlabel, enumsortorder FROM pg_enum WHERE enumtypid = 'esr'::regtype ORDER BY enumsortorder
-- @case enum-sort-renumber-1.2
SELECT count(DISTINCT enumsortorder), count(*), min(enumsortorder), max(enumsortorder) FROM pg_enum WHERE enumtypid = 'esr'::regtype
