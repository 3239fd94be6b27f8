CREATE TABLE "activity_effects" (
	"activity_id" text NOT NULL,
	"effect_id" text NOT NULL,
	CONSTRAINT "activity_effects_activity_id_effect_id_pk" PRIMARY KEY("activity_id","effect_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_districts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"phone" text,
	"email" text,
	"map_service_name" text,
	"hidden_from_checklist" boolean DEFAULT false NOT NULL,
	"centre_latitude" double precision,
	"centre_longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "assessment_outcomes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"withdrawn" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decision_kinds" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	CONSTRAINT "document_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "drainages" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text,
	"major_name" text NOT NULL,
	"sub_name" text NOT NULL,
	"sub_sub_name" text NOT NULL,
	"major_name_fr" text,
	"sub_name_fr" text,
	"sub_sub_name_fr" text
);
--> statement-breakpoint
CREATE TABLE "effects" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"description" text NOT NULL,
	"effect_group" text NOT NULL,
	"effect_group_more_info" text,
	"mitigation_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_message_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	CONSTRAINT "email_message_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "email_recipient_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	CONSTRAINT "email_recipient_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "form2_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"public_display_name" text NOT NULL,
	"french_display_name" text,
	"map_service_name" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placer_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"form2_type_id" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"activity_group" text NOT NULL,
	"has_text_box" boolean DEFAULT false NOT NULL,
	"text_box_placeholder" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"ref_id" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"geom" geometry(Geometry,4326) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text
);
--> statement-breakpoint
CREATE TABLE "site_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"expiry_date" timestamp with time zone,
	"published_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"project_type_id" text NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"order" integer NOT NULL,
	"stage_grouping" text NOT NULL,
	"closed" boolean NOT NULL,
	CONSTRAINT "stages_project_type_id_id_pk" PRIMARY KEY("project_type_id","id")
);
--> statement-breakpoint
CREATE TABLE "triggers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"regulation_part" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"public_notice" boolean DEFAULT false NOT NULL,
	"recommendation_sent" boolean DEFAULT false NOT NULL,
	"assessment_districts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_nations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sectors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"planning_commissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"project_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"drainages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_coordinates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"area" geometry(Geometry,4326),
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_follows" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_follows_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_hides" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_hides_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_user_roles" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"organization_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_user_roles_project_id_user_id_role_pk" PRIMARY KEY("project_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_organizations" (
	"user_id" uuid NOT NULL,
	"organization_id" text NOT NULL,
	CONSTRAINT "user_organizations_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"password_hash" text,
	"email_confirmed_at" timestamp with time zone,
	"info_updated_at" timestamp with time zone,
	"staff_role" text,
	"disabled_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_timings" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"provider_days" integer,
	"proponent_days" integer,
	"adequacy_completed_at" timestamp with time zone,
	"assessor_assigned_at" timestamp with time zone,
	"completed_on" date
);
--> statement-breakpoint
CREATE TABLE "panel_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_districts" (
	"project_id" uuid NOT NULL,
	"assessment_district_id" text NOT NULL,
	CONSTRAINT "project_districts_project_id_assessment_district_id_pk" PRIMARY KEY("project_id","assessment_district_id")
);
--> statement-breakpoint
CREATE TABLE "project_drainages" (
	"project_id" uuid NOT NULL,
	"drainage_id" text NOT NULL,
	CONSTRAINT "project_drainages_project_id_drainage_id_pk" PRIMARY KEY("project_id","drainage_id")
);
--> statement-breakpoint
CREATE TABLE "project_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"geom" geometry(Point,4326),
	"invalid_reason" text
);
--> statement-breakpoint
CREATE TABLE "project_organizations" (
	"project_id" uuid NOT NULL,
	"organization_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "project_organizations_project_id_organization_id_role_pk" PRIMARY KEY("project_id","organization_id","role")
);
--> statement-breakpoint
CREATE TABLE "project_sectors" (
	"project_id" uuid NOT NULL,
	"sector_id" text NOT NULL,
	CONSTRAINT "project_sectors_project_id_sector_id_pk" PRIMARY KEY("project_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "project_shapes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"location_type" text NOT NULL,
	"built_from" text,
	"claim_number" text,
	"geom" geometry(Geometry,4326) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_triggers" (
	"project_id" uuid NOT NULL,
	"trigger_id" text NOT NULL,
	CONSTRAINT "project_triggers_project_id_trigger_id_pk" PRIMARY KEY("project_id","trigger_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_number" text,
	"project_type_id" text NOT NULL,
	"title" text NOT NULL,
	"proponent_name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"activities" text DEFAULT '' NOT NULL,
	"pse_info" text,
	"operation_id" text,
	"stage_id" text NOT NULL,
	"stage_started_at" timestamp with time zone,
	"stage_deadline" timestamp with time zone,
	"stage_extended" boolean DEFAULT false NOT NULL,
	"year" integer NOT NULL,
	"is_historic" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"newer_project_id" uuid,
	"old_project_id" uuid,
	"outcome_id" text,
	"decision_id" text,
	"recommendation_outcome_id" text,
	"open_for_comments" boolean DEFAULT false NOT NULL,
	"open_for_participant_comments" boolean DEFAULT false NOT NULL,
	"seeking_views_deadline" timestamp with time zone,
	"intervenor_deadline" timestamp with time zone,
	"lead_assessor_id" uuid,
	"show_emails_tab" boolean DEFAULT false NOT NULL,
	"show_decision_bodies" boolean DEFAULT true NOT NULL,
	"panel_display" jsonb DEFAULT '{"showHearingsTab":false,"showIntervenorsTab":false,"showApplyToBeIntervenor":false,"showPanelMembers":false}'::jsonb NOT NULL,
	"authorization_doc_uploaded" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_by_id" uuid,
	"source" text DEFAULT 'app' NOT NULL,
	"source_url" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_project_number_unique" UNIQUE("project_number")
);
--> statement-breakpoint
CREATE TABLE "proposal_forms" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"form_version" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"form1" jsonb NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"last_edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited_by_id" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"stage_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"extended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "correspondence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"document_number" text,
	"state" text DEFAULT 'unreviewed' NOT NULL,
	"stage_uploaded" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'unreviewed' NOT NULL,
	"stage_uploaded" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid,
	"role" text DEFAULT 'project' NOT NULL,
	"document_type_id" integer,
	"document_number" text,
	"description" text DEFAULT '' NOT NULL,
	"long_description" text,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'unreviewed' NOT NULL,
	"stage_uploaded" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"unredacted_upload_id" uuid,
	"redacted_upload_id" uuid,
	"redacted_uploaded_at" timestamp with time zone,
	"key_document" boolean DEFAULT false NOT NULL,
	"document_group_id" uuid,
	"parent_document_id" uuid,
	"uploaded_by_id" uuid,
	"deadline" timestamp with time zone,
	"has_response" boolean DEFAULT false NOT NULL,
	"comment_id" uuid,
	"information_request_id" uuid,
	"question_number" integer,
	"simplified_information_request_id" uuid,
	"hearing_id" uuid,
	"intervenor_id" uuid,
	"note_id" uuid,
	"correspondence_id" uuid,
	"emergency_exemption_id" uuid,
	"removed_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"note" text NOT NULL,
	"document_number" text,
	"state" text DEFAULT 'unreviewed' NOT NULL,
	"stage_uploaded" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "activity_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"activity_date" timestamp with time zone NOT NULL,
	"secondary_sort" integer DEFAULT 0 NOT NULL,
	"stage_grouping" text,
	"range_start_date" timestamp with time zone,
	"message_parts" jsonb NOT NULL,
	"more_message" text,
	"document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"comment" text DEFAULT '' NOT NULL,
	"redacted_comment" text,
	"anonymous_comment" boolean DEFAULT false NOT NULL,
	"posting_as" text,
	"agree_to_terms" boolean NOT NULL,
	"document_number" text,
	"state" text DEFAULT 'unreviewed' NOT NULL,
	"stage_uploaded" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hearings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"time" text,
	"location" text,
	"description" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "information_request_questions" (
	"information_request_id" uuid NOT NULL,
	"question_number" integer NOT NULL,
	"text" text NOT NULL,
	"answer_text" text,
	"answered_by_id" uuid,
	"answered_at" timestamp with time zone,
	CONSTRAINT "information_request_questions_information_request_id_question_number_pk" PRIMARY KEY("information_request_id","question_number")
);
--> statement-breakpoint
CREATE TABLE "information_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"project_stage" text,
	"preamble" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"document_number_request" text,
	"document_number_response" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intervenors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid,
	"display_name" text NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simplified_information_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"project_stage" text,
	"published_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_message_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_message_id" uuid NOT NULL,
	"recipient_type_id" integer NOT NULL,
	"organization_id" text,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"email_type_id" integer NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"stage_uploaded" text,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emergency_exemption_districts" (
	"emergency_exemption_id" uuid NOT NULL,
	"assessment_district_id" text NOT NULL,
	CONSTRAINT "emergency_exemption_districts_emergency_exemption_id_assessment_district_id_pk" PRIMARY KEY("emergency_exemption_id","assessment_district_id")
);
--> statement-breakpoint
CREATE TABLE "emergency_exemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"proponent_name" text NOT NULL,
	"date_received" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_effects" ADD CONSTRAINT "activity_effects_activity_id_placer_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."placer_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_effects" ADD CONSTRAINT "activity_effects_effect_id_effects_id_fk" FOREIGN KEY ("effect_id") REFERENCES "public"."effects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placer_activities" ADD CONSTRAINT "placer_activities_form2_type_id_form2_types_id_fk" FOREIGN KEY ("form2_type_id") REFERENCES "public"."form2_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_project_type_id_project_types_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_profiles" ADD CONSTRAINT "notification_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_follows" ADD CONSTRAINT "project_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_hides" ADD CONSTRAINT "project_hides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_user_roles" ADD CONSTRAINT "project_user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_user_roles" ADD CONSTRAINT "project_user_roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_timings" ADD CONSTRAINT "assessment_timings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_members" ADD CONSTRAINT "panel_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_districts" ADD CONSTRAINT "project_districts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_districts" ADD CONSTRAINT "project_districts_assessment_district_id_assessment_districts_id_fk" FOREIGN KEY ("assessment_district_id") REFERENCES "public"."assessment_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_drainages" ADD CONSTRAINT "project_drainages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_drainages" ADD CONSTRAINT "project_drainages_drainage_id_drainages_id_fk" FOREIGN KEY ("drainage_id") REFERENCES "public"."drainages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_locations" ADD CONSTRAINT "project_locations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_organizations" ADD CONSTRAINT "project_organizations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_organizations" ADD CONSTRAINT "project_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sectors" ADD CONSTRAINT "project_sectors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sectors" ADD CONSTRAINT "project_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shapes" ADD CONSTRAINT "project_shapes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_triggers" ADD CONSTRAINT "project_triggers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_triggers" ADD CONSTRAINT "project_triggers_trigger_id_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."triggers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_type_id_project_types_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_outcome_id_assessment_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."assessment_outcomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_decision_id_decision_kinds_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."decision_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_recommendation_outcome_id_assessment_outcomes_id_fk" FOREIGN KEY ("recommendation_outcome_id") REFERENCES "public"."assessment_outcomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_assessor_id_users_id_fk" FOREIGN KEY ("lead_assessor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_forms" ADD CONSTRAINT "proposal_forms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_forms" ADD CONSTRAINT "proposal_forms_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_history" ADD CONSTRAINT "stage_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence" ADD CONSTRAINT "correspondence_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_groups" ADD CONSTRAINT "document_groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_unredacted_upload_id_uploads_id_fk" FOREIGN KEY ("unredacted_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_redacted_upload_id_uploads_id_fk" FOREIGN KEY ("redacted_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_request_questions" ADD CONSTRAINT "information_request_questions_information_request_id_information_requests_id_fk" FOREIGN KEY ("information_request_id") REFERENCES "public"."information_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_request_questions" ADD CONSTRAINT "information_request_questions_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_requests" ADD CONSTRAINT "information_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervenors" ADD CONSTRAINT "intervenors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervenors" ADD CONSTRAINT "intervenors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simplified_information_requests" ADD CONSTRAINT "simplified_information_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message_recipients" ADD CONSTRAINT "email_message_recipients_email_message_id_email_messages_id_fk" FOREIGN KEY ("email_message_id") REFERENCES "public"."email_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message_recipients" ADD CONSTRAINT "email_message_recipients_recipient_type_id_email_recipient_types_id_fk" FOREIGN KEY ("recipient_type_id") REFERENCES "public"."email_recipient_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message_recipients" ADD CONSTRAINT "email_message_recipients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message_recipients" ADD CONSTRAINT "email_message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_email_type_id_email_message_types_id_fk" FOREIGN KEY ("email_type_id") REFERENCES "public"."email_message_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_exemption_districts" ADD CONSTRAINT "emergency_exemption_districts_emergency_exemption_id_emergency_exemptions_id_fk" FOREIGN KEY ("emergency_exemption_id") REFERENCES "public"."emergency_exemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_exemption_districts" ADD CONSTRAINT "emergency_exemption_districts_assessment_district_id_assessment_districts_id_fk" FOREIGN KEY ("assessment_district_id") REFERENCES "public"."assessment_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_kind_idx" ON "organizations" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "reference_features_kind_idx" ON "reference_features" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "reference_features_geom_idx" ON "reference_features" USING gist ("geom");--> statement-breakpoint
CREATE INDEX "project_follows_user_idx" ON "project_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_user_roles_user_idx" ON "project_user_roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "project_districts_ref_idx" ON "project_districts" USING btree ("assessment_district_id");--> statement-breakpoint
CREATE INDEX "project_drainages_ref_idx" ON "project_drainages" USING btree ("drainage_id");--> statement-breakpoint
CREATE INDEX "project_locations_project_idx" ON "project_locations" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_locations_geom_idx" ON "project_locations" USING gist ("geom");--> statement-breakpoint
CREATE INDEX "project_organizations_org_idx" ON "project_organizations" USING btree ("organization_id","role");--> statement-breakpoint
CREATE INDEX "project_sectors_ref_idx" ON "project_sectors" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "project_shapes_project_idx" ON "project_shapes" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_shapes_geom_idx" ON "project_shapes" USING gist ("geom");--> statement-breakpoint
CREATE INDEX "project_triggers_ref_idx" ON "project_triggers" USING btree ("trigger_id");--> statement-breakpoint
CREATE INDEX "projects_stage_idx" ON "projects" USING btree ("project_type_id","stage_id");--> statement-breakpoint
CREATE INDEX "projects_year_idx" ON "projects" USING btree ("year");--> statement-breakpoint
CREATE INDEX "projects_number_desc_idx" ON "projects" USING btree ("project_number" desc nulls last);--> statement-breakpoint
CREATE INDEX "stage_history_project_idx" ON "stage_history" USING btree ("project_id","started_at");--> statement-breakpoint
CREATE INDEX "correspondence_project_idx" ON "correspondence" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "document_groups_project_idx" ON "document_groups" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "documents_project_idx" ON "documents" USING btree ("project_id","role");--> statement-breakpoint
CREATE INDEX "documents_comment_idx" ON "documents" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "documents_ir_idx" ON "documents" USING btree ("information_request_id");--> statement-breakpoint
CREATE INDEX "documents_group_idx" ON "documents" USING btree ("document_group_id");--> statement-breakpoint
CREATE INDEX "notes_project_idx" ON "notes" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "activity_items_project_idx" ON "activity_items" USING btree ("project_id","activity_date");--> statement-breakpoint
CREATE INDEX "comments_project_idx" ON "comments" USING btree ("project_id","state");--> statement-breakpoint
CREATE INDEX "hearings_project_idx" ON "hearings" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "information_requests_project_idx" ON "information_requests" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "intervenors_project_idx" ON "intervenors" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "simplified_requests_project_idx" ON "simplified_information_requests" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "email_message_recipients_message_idx" ON "email_message_recipients" USING btree ("email_message_id");--> statement-breakpoint
CREATE INDEX "email_messages_project_idx" ON "email_messages" USING btree ("project_id","sent_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");