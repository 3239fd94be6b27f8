-- A transaction raises one slot of the statistics' data version, chosen by its transaction id, for
-- all its statements: a slot chosen at random per statement made two transactions that each
-- write several tables (a proposal's submission: its organizations, then its stage history) take
-- two slots in opposite orders and deadlock on PostgreSQL. Each now holds at most one slot.
CREATE OR REPLACE FUNCTION registry_report_data_changed() RETURNS trigger
LANGUAGE plpgsql AS
$$
BEGIN
  INSERT INTO report_data_version AS v (id, version, changed_at) VALUES ((txid_current() % 16)::smallint, 1, now())
  ON CONFLICT (id) DO UPDATE SET version = v.version + 1, changed_at = now();
  RETURN NULL;
END
$$;
