INSERT INTO accounts (email, balance)
SELECT 'user' || g || '@example.com', 100
FROM generate_series(1, 2000) AS g;
