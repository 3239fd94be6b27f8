CREATE TABLE "public_content_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "public_content_version_slot" CHECK ("public_content_version"."id" >= 0 and "public_content_version"."id" < 16)
);
--> statement-breakpoint
-- Raises the public content version (schema/public-content.ts) once per writing statement, in the
-- writer's transaction, on one slot per transaction (as 0022 does for the statistics): a reader sees
-- the new version exactly when it can see the new rows.
CREATE OR REPLACE FUNCTION registry_public_content_changed() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  INSERT INTO public_content_version AS v (id, version) VALUES ((txid_current() % 16)::smallint, 1)
  ON CONFLICT (id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every table but those no public answer reads (sessions, tokens, limits, mail and deliveries, the
-- statistics' and the search's bookkeeping, personal follows and hides, extracted texts, upload
-- sessions, the audit log): a table added later is included or listed here on purpose, which
-- tests/integration/public-answer-cache.test.ts checks.
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN (
    'public_content_version', 'spatial_ref_sys', 'audit_log', 'sessions', 'device_sessions', 'user_tokens', 'rate_limits',
    'idempotency_keys', 'idempotent_requests', 'mail_outbox', 'notification_deliveries', 'notification_events',
    'notification_profiles', 'notification_opt_outs', 'upload_sessions', 'upload_session_chunks', 'report_data_version',
    'report_facts', 'report_month_sums', 'report_stale_months', 'report_stale_projects', 'project_search_flush',
    'project_search_pending', 'project_follows', 'project_hides', 'document_texts', 'project_number_counters'
  ) LOOP
    EXECUTE format('CREATE TRIGGER public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION registry_public_content_changed()', t);
  END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO public_content_version (id, version) VALUES (0, 1);
