-- A submitted proposal's stage history held an open Proposal Check row beside the project's
-- current stage, so the office saw Proposal Check twice, and again once the stage was left (which
-- writes the stage left, closed). The history holds the stages left: the open rows go.
DELETE FROM "stage_history" WHERE "ended_at" IS NULL AND "stage_id" = '923b940b-5d9a-42fc-a05a-449539d313f2';
