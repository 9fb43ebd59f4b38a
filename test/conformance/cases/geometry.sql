-- The geometric types point, lseg, line, box, path, polygon, circle (PostgreSQL 15 geo_ops.c):
-- text input and output (extra_float_digits), input errors, casts, constructors and functions,
-- the operators with their EPSILON fuzziness, arrays, subscripts, indexes, and the refusals
-- (no ordering, no btree class).

-- 1: input and output
-- @case geometry-1.1
SELECT '(1,2)'::point, ' ( 1e-3 , -2 ) '::point, '3,4'::point, '[(1,2),(3,4)]'::lseg, '(1,2),(3,4)'::lseg, '(1,2),(3,4)'::box, '(3,1),(1,3)'::box
-- @case geometry-1.2
SELECT '((1,2),(3,4))'::path, '[1,2,3,4]'::path, '(1,2),(3,4),(5,6)'::path, '1,2,3,4,5,6'::polygon, '((0,0),(1,1),(2,0))'::polygon
-- @case geometry-1.3
SELECT '<(1,2),3>'::circle, '((1,2),3)'::circle, '1,2,3'::circle, '{1,2,3}'::line, '(0,0),(1,1)'::line, '[(0,0),(0,5)]'::line, '(1,2),(5,2)'::line
-- @case geometry-1.4
SELECT '(NaN,Infinity)'::point, '(-Infinity,1e300)'::point, '<(1,1),NaN>'::circle, '(1e-300,-1e-300)'::point
-- @case geometry-1.5
SELECT 'x'::point
-- @case geometry-1.6
SELECT '(1,2'::box
-- @case geometry-1.7
SELECT '1e400,1'::point
-- @case geometry-1.8
SELECT '<(1,2),-1>'::circle
-- @case geometry-1.9
SELECT '{0,0,1}'::line
-- @case geometry-1.10
SELECT '(1,1),(1,1)'::line
-- @case geometry-1.11
SELECT '[(1,2),(3,4)]'::box
-- @case geometry-1.12
SELECT '(1,2),(3,4),(5,6)'::lseg
-- @case geometry-1.13
SELECT '1,2,3'::polygon
-- @case geometry-1.14
SELECT '(0.1234567890123,2.000000000001)'::point, '(0.1,0.2),(0.3,0.4)'::box
-- @case geometry-1.16
SELECT pg_typeof('(1,2)'::point), pg_typeof('(1,2),(3,4)'::box), pg_typeof(point(1,2)), pg_typeof(box(point(1,2), point(3,4))), pg_typeof('{1,2,3}'::line)

-- 2: constructors, casts and functions
-- @case geometry-2.1
SELECT point(1, 2), point(1.5::float4, 2), point(box '(0,0),(2,4)'), point(circle '<(1,2),3>'), point(lseg '[(0,0),(2,2)]'), point(polygon '(0,0),(4,0),(4,3)')
-- @case geometry-2.2
SELECT box(point(3,4), point(1,2)), box(point(1,2)), box(circle '<(0,0),2>'), box(polygon '(0,0),(4,1),(2,5)'), bound_box(box '(0,0),(1,1)', box '(3,3),(2,-1)')
-- @case geometry-2.3
SELECT circle(point(1,2), 3), circle(box '(0,0),(2,2)'), circle(polygon '(0,0),(2,0),(2,2),(0,2)'), lseg(point(1,2), point(3,4)), lseg(box '(0,0),(2,1)'), diagonal(box '(0,0),(2,1)')
-- @case geometry-2.4
SELECT line(point(0,0), point(1,2)), line(point(1,0), point(1,5)), line(point(0,3), point(4,3)), path(polygon '(0,0),(1,1),(2,0)'), polygon(box '(0,0),(2,1)'), polygon(path '((0,0),(1,1),(2,0))')
-- @case geometry-2.5
SELECT polygon(4, circle '<(0,0),2>')
-- @case geometry-2.6
SELECT polygon(path '[(0,0),(1,1)]')
-- @case geometry-2.7
SELECT line(point(1,1), point(1,1))
-- @case geometry-2.8
SELECT area(box '(0,0),(2,3)'), area(circle '<(0,0),1>'), area(path '((0,0),(4,0),(4,3))'), area(path '[(0,0),(4,0),(4,3)]'), center(box '(0,0),(2,3)'), center(circle '<(1,2),3>')
-- @case geometry-2.9
SELECT diameter(circle '<(0,0),1.5>'), radius(circle '<(0,0),1.5>'), height(box '(0,0),(2,3)'), width(box '(0,0),(2,3)'), length(lseg '[(0,0),(3,4)]'), length(path '((0,0),(3,4),(3,0))'), length(path '[(0,0),(3,4),(3,0)]')
-- @case geometry-2.10
SELECT npoints(path '[(0,0),(3,4),(3,0)]'), npoints(polygon '(0,0),(1,1),(2,0)'), isclosed(path '((0,0),(1,1))'), isopen(path '((0,0),(1,1))'), pclose(path '[(0,0),(1,1)]'), popen(path '((0,0),(1,1))')
-- @case geometry-2.11
SELECT slope(point(0,0), point(2,1)), slope(point(1,0), point(1,5)), slope(point(0,1), point(5,1)), isvertical(lseg '[(1,0),(1,5)]'), ishorizontal(line '{0,1,2}'), isparallel(lseg '[(0,0),(1,1)]', lseg '[(0,1),(1,2)]'), isperp(line '{1,-1,0}', line '{1,1,0}')
-- @case geometry-2.12
SELECT box '(0,0),(1,1)'::polygon, point '(1,2)'::box, circle '<(0,0),1>'::box, polygon '(0,0),(2,0),(2,2)'::box, polygon '(0,0),(2,0),(2,2)'::path, path '((0,0),(2,0),(2,2))'::polygon, box '(0,0),(2,2)'::circle, lseg '[(0,0),(2,2)]'::point
-- @case geometry-2.13
SELECT point '(1,2)'::lseg
-- @case geometry-2.14
SELECT point '(1,2)'::text, '(1,2)'::text::point, box '(1,2),(3,4)'::varchar
-- @case geometry-2.15
SELECT length('abc'), point(1,2)[0], point(1,2)[1], point(1,2)[2], (box '(0,0),(2,3)')[0], (lseg '[(1,2),(3,4)]')[1], (line '{1,2,3}')[2]

-- 3: operators
-- @case geometry-3.1
SELECT point '(1,2)' + point '(3,4)', point '(1,2)' - point '(3,4)', point '(1,2)' * point '(3,4)', point '(1,2)' / point '(3,4)', point '(0,0)' <-> point '(3,4)'
-- @case geometry-3.2
SELECT point '(1,2)' / point '(0,0)'
-- @case geometry-3.3
SELECT point '(1,1)' ~= point '(1.0000001,1)', point '(1,1)' ~= point '(1.00001,1)', point '(1,1)' <-> point '(1.0000001,1)' = 0, point '(1,2)' << point '(3,2)', point '(1,2)' >> point '(3,2)', point '(1,2)' <<| point '(1,3)', point '(1,2)' |>> point '(1,3)', point '(1,2)' ?- point '(5,2)', point '(1,2)' ?| point '(1,7)'
-- @case geometry-3.4
SELECT point '(1,1)' <@ box '(0,0),(2,2)', box '(0,0),(2,2)' @> point '(3,1)', point '(1,1)' <@ circle '<(0,0),1.5>', point '(1,1)' <@ polygon '(0,0),(2,0),(2,2),(0,2)', point '(1,0)' <@ path '[(0,0),(2,0)]', point '(1,1)' <@ lseg '[(0,0),(2,2)]', point '(1,1)' <@ line '{1,-1,0}'
-- @case geometry-3.5
SELECT point '(1,2)' <@ '(0,0),(2,2)'
-- @case geometry-3.6
SELECT box '(0,0),(2,2)' && box '(1,1),(3,3)', box '(0,0),(1,1)' << box '(2,2),(3,3)', box '(0,0),(1,1)' &< box '(2,2),(3,3)', box '(0,0),(1,1)' >> box '(2,2),(3,3)', box '(2,2),(3,3)' &> box '(0,0),(1,1)', box '(0,0),(1,1)' <<| box '(2,2),(3,3)', box '(0,0),(1,1)' &<| box '(2,2),(3,3)', box '(2,2),(3,3)' |>> box '(0,0),(1,1)', box '(2,2),(3,3)' |&> box '(0,0),(1,1)'
-- @case geometry-3.7
SELECT box '(0,0),(3,3)' @> box '(1,1),(2,2)', box '(1,1),(2,2)' <@ box '(0,0),(3,3)', box '(0,0),(1,1)' ~= box '(1,1),(0,0)', box '(0,0),(1,1)' <^ box '(0,1),(1,2)', box '(0,1),(1,2)' >^ box '(0,0),(1,1)', box '(0,0),(2,2)' = box '(5,5),(7,7)', box '(0,0),(2,2)' < box '(0,0),(3,3)', box '(0,0),(2,2)' >= box '(1,1),(2,2)'
-- @case geometry-3.8
SELECT box '(0,0),(2,2)' # box '(1,1),(3,3)', box '(0,0),(1,1)' # box '(2,2),(3,3)', box '(0,0),(2,2)' + point '(1,1)', box '(0,0),(2,2)' - point '(1,1)', box '(1,1),(2,2)' * point '(2,0)', box '(2,2),(4,4)' / point '(2,0)', box '(0,0),(2,2)' <-> box '(3,3),(5,5)', @@ box '(0,0),(2,2)'
-- @case geometry-3.9
SELECT lseg '[(0,0),(2,2)]' # lseg '[(0,2),(2,0)]', lseg '[(0,0),(1,1)]' # lseg '[(2,0),(3,1)]', lseg '[(0,0),(2,2)]' ?# lseg '[(0,2),(2,0)]', lseg '[(0,0),(1,0)]' <-> lseg '[(0,1),(1,2)]', lseg '[(0,0),(2,2)]' ?|| lseg '[(0,1),(2,3)]', lseg '[(0,0),(2,2)]' ?-| lseg '[(0,2),(2,0)]', ?- lseg '[(0,1),(5,1)]', ?| lseg '[(1,0),(1,5)]', @-@ lseg '[(0,0),(3,4)]', @@ lseg '[(0,0),(2,4)]'
-- @case geometry-3.10
SELECT lseg '[(0,0),(1,1)]' = lseg '[(0,0),(1,1)]', lseg '[(0,0),(1,1)]' <> lseg '[(1,1),(0,0)]', lseg '[(0,0),(1,1)]' < lseg '[(0,0),(2,2)]', lseg '[(0,0),(3,0)]' >= lseg '[(0,0),(0,3)]'
-- @case geometry-3.11
SELECT line '{1,-1,0}' # line '{1,1,-2}', line '{1,-1,0}' ?# line '{1,-1,3}', line '{1,-1,0}' ?|| line '{2,-2,5}', line '{1,-1,0}' ?-| line '{1,1,0}', line '{1,-1,0}' <-> line '{1,-1,4}', line '{1,-1,0}' = line '{2,-2,0}', ?- line '{0,1,2}', ?| line '{1,0,2}'
-- @case geometry-3.12
SELECT point '(3,0)' <-> line '{1,-1,0}', point '(3,0)' <-> lseg '[(0,0),(1,1)]', point '(3,4)' <-> box '(0,0),(1,1)', point '(3,4)' <-> circle '<(0,0),1>', point '(3,4)' <-> path '[(0,0),(1,1)]', point '(3,4)' <-> polygon '(0,0),(1,0),(1,1)', circle '<(0,0),1>' <-> circle '<(5,0),1>', circle '<(0,0),1>' <-> polygon '(3,0),(4,0),(4,1)'
-- @case geometry-3.13
SELECT point '(3,0)' ## line '{1,-1,0}', point '(3,0)' ## lseg '[(0,0),(1,1)]', point '(3,4)' ## box '(0,0),(1,1)', lseg '[(0,3),(1,4)]' ## box '(0,0),(1,1)', lseg '[(0,0),(1,0)]' ## lseg '[(2,1),(3,3)]', line '{1,-1,0}' ## lseg '[(3,0),(4,-1)]', lseg '[(3,0),(4,0)]' <-> box '(0,0),(1,1)', lseg '[(0,3),(1,4)]' <-> line '{0,1,0}'
-- @case geometry-3.14
SELECT lseg '[(0,0),(2,2)]' ?# box '(1,0),(3,1)', line '{1,-1,0}' ?# box '(1,0),(3,1)', lseg '[(0,0),(2,2)]' ?# line '{1,1,-2}', lseg '[(0,0),(1,1)]' <@ box '(0,0),(2,2)', lseg '[(0,0),(1,1)]' <@ line '{1,-1,0}'
-- @case geometry-3.15
SELECT circle '<(0,0),1>' && circle '<(1,1),1>', circle '<(0,0),1>' << circle '<(5,0),1>', circle '<(0,0),1>' &< circle '<(5,0),1>', circle '<(0,0),5>' @> circle '<(1,1),1>', circle '<(1,1),1>' <@ circle '<(0,0),5>', circle '<(0,0),1>' ~= circle '<(0,0),1.0000001>', circle '<(0,0),1>' = circle '<(3,3),1>', circle '<(0,0),1>' < circle '<(0,0),2>', circle '<(0,0),2>' <<| circle '<(0,9),1>', circle '<(0,9),1>' |>> circle '<(0,0),2>'
-- @case geometry-3.16
SELECT circle '<(1,2),3>' + point '(1,1)', circle '<(1,2),3>' - point '(1,1)', circle '<(1,2),3>' * point '(0,2)', circle '<(1,2),4>' / point '(0,2)', @@ circle '<(1,2),3>', circle '<(0,0),1>' <> circle '<(0,0),NaN>', circle '<(0,0),1>' = circle '<(0,0),NaN>'
-- @case geometry-3.17
SELECT path '[(0,0),(1,1)]' + path '[(2,2),(3,3)]', path '((0,0),(1,1))' + path '[(2,2),(3,3)]', path '[(0,0),(1,1)]' + point '(1,1)', path '[(0,0),(1,1)]' * point '(0,1)', path '[(0,0),(2,2)]' ?# path '[(0,2),(2,0)]', path '[(0,0),(1,0)]' <-> path '[(0,2),(1,2)]', # path '[(0,0),(1,1),(2,2)]', @-@ path '[(0,0),(3,4)]', path '((0,0),(1,1))' @> point '(0.5,0.5)', path '[(0,0)]' < path '[(0,0),(1,1)]'
-- @case geometry-3.18
SELECT polygon '(0,0),(4,0),(4,4),(0,4)' @> polygon '(1,1),(2,1),(2,2)', polygon '(1,1),(2,1),(2,2)' <@ polygon '(0,0),(4,0),(4,4),(0,4)', polygon '(0,0),(2,0),(2,2)' && polygon '(1,1),(3,1),(3,3)', polygon '(0,0),(1,0),(1,1)' << polygon '(2,0),(3,0),(3,1)', polygon '(0,0),(1,0),(1,1)' ~= polygon '(1,1),(0,0),(1,0)', polygon '(0,0),(1,0),(1,1)' <-> polygon '(3,0),(4,0),(4,1)', # polygon '(0,0),(1,0),(1,1)', @@ polygon '(0,0),(3,0),(3,3)'
-- @case geometry-3.19
SELECT polygon '(0,0),(4,0),(4,4),(0,4)' @> point '(2,2)', polygon '(0,0),(4,0),(4,4),(0,4)' @> point '(4,2)', polygon '(0,0),(4,0),(4,4),(0,4)' @> point '(5,2)', point '(2,2)' <@ polygon '(0,0),(4,0),(0,4)', polygon '(0,0),(4,0),(4,4),(0,4)' &> polygon '(1,1),(2,1),(2,2)', polygon '(0,0),(1,0),(1,1)' |&> polygon '(0,-1),(1,-1),(1,0)'
-- @case geometry-3.20
SELECT point '(1,2)' = point '(1,2)'
-- @case geometry-3.21
SELECT point '(1,2)' <-> box '(0,0),(1,1)' + 1, (point '(3,4)' <-> point '(0,0)')::int, pg_typeof(# path '[(0,0),(1,1)]'), pg_typeof(point '(1,1)' <-> point '(0,0)')

-- 4: tables, arrays, ordering by distance, indexes
-- @setup
CREATE TABLE geo_pts (id int, p point, b box, c circle, g polygon);
INSERT INTO geo_pts VALUES (1, '(0,0)', '(1,1),(0,0)', '<(0,0),1>', '(0,0),(1,0),(1,1)'), (2, '(3,4)', '(5,5),(3,4)', '<(3,4),2>', '(3,4),(5,4),(5,6)'), (3, '(-1,-7)', '(0,0),(-2,-9)', '<(-1,-7),0.5>', '(-1,-7),(0,-7),(0,-6)'), (4, '(10,0.5)', '(10,1),(9,0)', '<(10,0.5),3>', '(10,0),(11,0),(11,1)'), (5, NULL, NULL, NULL, NULL), (6, '(1e-300,-1e-300)', '(0,0),(0,0)', '<(0,0),0>', '(0,0),(0,0),(0,0)')
-- @case geometry-4.1 ordered
SELECT id, p, p <-> point '(1,1)' AS d FROM geo_pts ORDER BY p <-> point '(1,1)', id
-- @case geometry-4.2 ordered
SELECT id, b FROM geo_pts WHERE b && box '(0,0),(4,4)' ORDER BY id
-- @case geometry-4.3 ordered
SELECT id, c, area(c), g FROM geo_pts WHERE p <@ box '(-5,-10),(5,5)' ORDER BY area(c) DESC, id
-- @case geometry-4.4
SELECT p FROM geo_pts ORDER BY p
-- @case geometry-4.5
SELECT b, count(*) FROM geo_pts GROUP BY b
-- @case geometry-4.6
SELECT DISTINCT c FROM geo_pts
-- @case geometry-4.7
CREATE INDEX geo_pts_p ON geo_pts (p)
-- @case geometry-4.8
CREATE INDEX geo_pts_g ON geo_pts USING gist (p)
-- @case geometry-4.9
CREATE INDEX geo_pts_gs ON geo_pts USING spgist (b)
-- @case geometry-4.10
CREATE INDEX geo_pts_h ON geo_pts USING hash (p)
-- @case geometry-4.11
CREATE INDEX geo_pts_l ON geo_pts USING gist (p box_ops)
-- @case geometry-4.12 ordered
SELECT array_agg(p ORDER BY id), array_agg(b ORDER BY id) FROM geo_pts WHERE id < 3
-- @case geometry-4.13
SELECT '{"(1,2)","(3,4)"}'::point[], '{(1,1),(0,0);(2,2),(1,1)}'::box[], ARRAY[circle '<(1,1),1>'], ('{(1,1),(0,0);(2,2),(1,1)}'::box[])[2]
-- @case geometry-4.14 ordered
SELECT id, p[0] AS x, p[1] AS y FROM geo_pts WHERE p IS NOT NULL ORDER BY p[0], id
-- @case geometry-4.15
INSERT INTO geo_pts (id, p) SELECT g, '(1,1)' FROM generate_series(10, 12) g RETURNING id, p
-- @case geometry-4.16
UPDATE geo_pts SET b = p::box WHERE id = 2 RETURNING b
-- @case geometry-4.17
INSERT INTO geo_pts (id, g) VALUES (20, box '(0,0),(1,1)') RETURNING g
-- @case geometry-4.18
INSERT INTO geo_pts (id, p) VALUES (21, 'x')
-- @case geometry-4.19
INSERT INTO geo_pts (id, c) VALUES (22, box '(0,0),(1,1)')

-- 5: output under extra_float_digits
-- @setup
SET extra_float_digits = -3
-- @case geometry-5.1
SELECT '(0.1234567890123,2.000000000001)'::point, '<(0.1,0.2),0.30000000000000004>'::circle, '{1.0000000000001,2,3}'::line, '[(0.1,0.7),(1e-20,3)]'::path, '{"(0.1234567890123,1)"}'::point[]
-- @case geometry-5.2
SELECT point '(1,1)' <-> point '(2,3)', area(circle '<(0,0),1>'), polygon(4, circle '<(0,0),2>')
