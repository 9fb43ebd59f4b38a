INSERT INTO users (name) VALUES ('seeded');
