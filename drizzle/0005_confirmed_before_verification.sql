-- Sign-up now confirms an address by a mailed link, and an unconfirmed account cannot sign in.
-- Accounts made before that rule (including administrators made by admin:create) have been in use
-- already; they are counted as confirmed so that none is locked out by the change.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
