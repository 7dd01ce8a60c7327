-- The super admin flag is named for what it is, like isSuperAdmin in the code and
-- is_super_admin in the API.
ALTER TABLE "user_roles" RENAME COLUMN "is_admin" TO "is_super_admin";
