-- sum/avg(numeric) over moving frames: the scale of the values still in the frame.
-- @case core1-window-numeric-scale-1.1 ordered
SELECT i, SUM(n::numeric) OVER (ORDER BY i ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) FROM (VALUES (1, 1.01), (2, 2), (3, 3)) v(i, n) ORDER BY i
-- @case core1-window-numeric-scale-1.2 ordered
SELECT i, AVG(n::numeric) OVER (ORDER BY i ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) FROM (VALUES (1, 1.01), (2, 2), (3, 3)) v(i, n) ORDER BY i
-- @case core1-window-numeric-scale-1.3 ordered
SELECT i, SUM(n) OVER (ORDER BY i ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM (VALUES (1, 1.5), (2, 2.25), (3, 3), (4, -4.000), (5, 1)) v(i, n) ORDER BY i
