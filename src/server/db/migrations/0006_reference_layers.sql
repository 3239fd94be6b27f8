CREATE TABLE "reference_layers" (
	"kind" text PRIMARY KEY NOT NULL,
	"is_demo" boolean NOT NULL,
	"source" text NOT NULL,
	"feature_count" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
