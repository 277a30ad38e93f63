-- reserved (placeholder until its change lands)
SELECT 1;
