-- Every change to what an API caller's row is read from (the member, the impersonation, the
-- member's inspectors and received proxies, a proxy giver's name) tells each portal process
-- which cached rows to drop (server/api/callerCache.ts): pg_notify on member_cache with each
-- id the row names in the columns given as trigger arguments, old and new values. PostgreSQL
-- delivers them at commit and folds duplicates within a transaction. TRUNCATE sends '*'.
CREATE OR REPLACE FUNCTION member_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  id_column text;
BEGIN
  FOREACH id_column IN ARRAY TG_ARGV LOOP
    IF old_row ->> id_column IS NOT NULL THEN
      PERFORM pg_notify('member_cache', old_row ->> id_column);
    END IF;
    IF new_row ->> id_column IS NOT NULL THEN
      PERFORM pg_notify('member_cache', new_row ->> id_column);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_cache_flush() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_cache', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER members_member_cache AFTER INSERT OR UPDATE OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION member_cache_notify('id');
--> statement-breakpoint
CREATE TRIGGER members_member_cache_truncate AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION member_cache_flush();
--> statement-breakpoint
CREATE TRIGGER impersonations_member_cache AFTER INSERT OR UPDATE OR DELETE ON impersonations
  FOR EACH ROW EXECUTE FUNCTION member_cache_notify('id', 'member_id');
--> statement-breakpoint
CREATE TRIGGER impersonations_member_cache_truncate AFTER TRUNCATE ON impersonations
  FOR EACH STATEMENT EXECUTE FUNCTION member_cache_flush();
--> statement-breakpoint
CREATE TRIGGER inspectors_member_cache AFTER INSERT OR UPDATE OR DELETE ON inspectors
  FOR EACH ROW EXECUTE FUNCTION member_cache_notify('member_id');
--> statement-breakpoint
CREATE TRIGGER inspectors_member_cache_truncate AFTER TRUNCATE ON inspectors
  FOR EACH STATEMENT EXECUTE FUNCTION member_cache_flush();
--> statement-breakpoint
CREATE TRIGGER proxies_member_cache AFTER INSERT OR UPDATE OR DELETE ON proxies
  FOR EACH ROW EXECUTE FUNCTION member_cache_notify('receiver_member_id', 'giver_member_id');
--> statement-breakpoint
CREATE TRIGGER proxies_member_cache_truncate AFTER TRUNCATE ON proxies
  FOR EACH STATEMENT EXECUTE FUNCTION member_cache_flush();
