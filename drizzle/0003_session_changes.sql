-- Every change that can end or alter a signed-in session is announced on the session_changes channel
-- when its transaction commits, so each app process can drop what its session cache holds
-- (src/server/modules/auth/session-cache.ts). Triggers, not application code: a session deleted by
-- any path (logout, account deletion, an expiry purge, by hand) is announced.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'sessions' THEN
		PERFORM pg_notify('session_changes', 't:' || OLD.token_hash);
	ELSE
		PERFORM pg_notify('session_changes', 'u:' || OLD.id);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
