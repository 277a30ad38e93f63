-- Staff lifecycle (decision 169): an admin's password reset makes the next login choose a new
-- password before the second factor. TOTP secrets are sealed with STAFF_SECRET_KEY at start
-- (server/staff/sealing.ts: the key is not the database's to know); recovery codes issued from now
-- on are argon2id hashes in the same code_hash column.
ALTER TABLE "staff_accounts" ADD COLUMN "must_change_password" boolean NOT NULL DEFAULT false;
