-- Text search helpers. registry_normalize folds case, accents and apostrophes so that
-- "Tr'ondëk" and "trondek" are the same word; it is IMMUTABLE (naming the dictionary explicitly)
-- so generated columns and indexes may use it.
CREATE OR REPLACE FUNCTION registry_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS
$$ SELECT lower(regexp_replace(public.unaccent('public.unaccent'::regdictionary, value), '[''’‘`]', '', 'g')) $$;
--> statement-breakpoint
-- The searchable text of a project: its number with and without the dash (and the sequence part
-- alone), the title in English, French and as typed, the proponent, and scope summary/activities.
CREATE OR REPLACE FUNCTION registry_project_search_vector(project_number text, title text, proponent text, summary text, activities text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT
  setweight(to_tsvector('simple', coalesce(project_number, '') || ' ' || replace(coalesce(project_number, ''), '-', '') || ' ' || split_part(coalesce(project_number, ''), '-', 2)), 'A')
  || setweight(to_tsvector('simple', registry_normalize(coalesce(title, ''))), 'A')
  || setweight(to_tsvector('english', registry_normalize(coalesce(title, ''))), 'A')
  || setweight(to_tsvector('french', registry_normalize(coalesce(title, ''))), 'A')
  || setweight(to_tsvector('simple', registry_normalize(coalesce(proponent, ''))), 'B')
  || setweight(to_tsvector('simple', registry_normalize(coalesce(summary, '') || ' ' || coalesce(activities, ''))), 'C')
  || setweight(to_tsvector('english', registry_normalize(coalesce(summary, '') || ' ' || coalesce(activities, ''))), 'D')
  || setweight(to_tsvector('french', registry_normalize(coalesce(summary, '') || ' ' || coalesce(activities, ''))), 'D')
$$;
