-- A completed delivery's confirmation goes to one or more addresses (timber §3 e-mail, §5
-- multi-text input): the one address stored so far becomes a list of one.
ALTER TABLE "timber_deliveries" ALTER COLUMN "email" SET DATA TYPE text[] USING CASE WHEN "email" IS NULL THEN NULL ELSE ARRAY["email"] END;
