-- Placeholder on branch h-lan only: number 0013 belongs to another branch. Drop this file at merge
-- (the branch's own migration is 0014).
SELECT 1;
