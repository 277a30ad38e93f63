-- reserved for an area of issue 22/21; replaced by its migration (no-op until then)
SELECT 1;
