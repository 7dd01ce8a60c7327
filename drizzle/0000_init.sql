CREATE TABLE "auth_account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"metadata" text,
	CONSTRAINT "auth_organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" bigint NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"active_organization_id" text,
	CONSTRAINT "auth_session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"municipality_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_access_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"municipality_id" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_codes_format" CHECK ("candidate_access_codes"."code" ~ '^[A-HJKMNP-Z2-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "candidate_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"access_code" text,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"party" text NOT NULL,
	"profession" text DEFAULT '' NOT NULL,
	"image" text,
	"answers" smallint[] NOT NULL,
	"answer_justifications" text[] DEFAULT '{}' NOT NULL,
	"municipality_id" text NOT NULL,
	"voting_number" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"candidate_id" integer,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_status" CHECK ("candidate_submissions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "submissions_answers_range" CHECK (array_length(answers, 1) = 25 and 1 <= all(answers) and 5 >= all(answers) and array_position(answers, null) is null)
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"party" text NOT NULL,
	"profession" text DEFAULT '' NOT NULL,
	"image" text,
	"answers" smallint[] NOT NULL,
	"answer_justifications" text[] DEFAULT '{}' NOT NULL,
	"municipality_id" text NOT NULL,
	"voting_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_answers_range" CHECK (array_length(answers, 1) = 25 and 1 <= all(answers) and 5 >= all(answers) and array_position(answers, null) is null),
	CONSTRAINT "candidates_age_range" CHECK ("candidates"."age" between 18 and 120)
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_id" text NOT NULL,
	"user_id" text NOT NULL,
	"match_percentage" real NOT NULL,
	"category_matches" jsonb NOT NULL,
	"candidate_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_percentage_range" CHECK ("matches"."match_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "participating_municipalities" (
	"municipality_id" text PRIMARY KEY NOT NULL,
	"question_weights" jsonb,
	"custom_questions" jsonb,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"custom_name" text,
	"organization_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participating_municipalities_id_format" CHECK ("participating_municipalities"."municipality_id" ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
	CONSTRAINT "participating_municipalities_weights" CHECK ("participating_municipalities"."question_weights" is null or not jsonb_path_exists("participating_municipalities"."question_weights", '$.* ? (@ != 2 && @ != 3)'))
);
--> statement-breakpoint
CREATE TABLE "statistics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"municipality_id" text NOT NULL,
	"user_uuid" text NOT NULL,
	"city" text NOT NULL,
	"visit_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_account" ADD CONSTRAINT "auth_account_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_invitation" ADD CONSTRAINT "auth_invitation_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_invitation" ADD CONSTRAINT "auth_invitation_inviter_id_auth_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_member" ADD CONSTRAINT "auth_member_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_member" ADD CONSTRAINT "auth_member_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_access_codes" ADD CONSTRAINT "candidate_access_codes_municipality_id_participating_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."participating_municipalities"("municipality_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_access_codes" ADD CONSTRAINT "candidate_access_codes_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_access_code_candidate_access_codes_code_fk" FOREIGN KEY ("access_code") REFERENCES "public"."candidate_access_codes"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_municipality_id_participating_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."participating_municipalities"("municipality_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_reviewed_by_auth_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_municipality_id_participating_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."participating_municipalities"("municipality_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_municipality_id_participating_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."participating_municipalities"("municipality_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participating_municipalities" ADD CONSTRAINT "participating_municipalities_organization_id_auth_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics" ADD CONSTRAINT "statistics_municipality_id_participating_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."participating_municipalities"("municipality_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_account_user_id_idx" ON "auth_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_invitation_organization_id_idx" ON "auth_invitation" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "auth_invitation_email_idx" ON "auth_invitation" USING btree ("email");--> statement-breakpoint
CREATE INDEX "auth_member_organization_id_idx" ON "auth_member" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_member_user_org_uq" ON "auth_member" USING btree ("user_id","organization_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_id_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verification_identifier_idx" ON "auth_verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_municipality_created_idx" ON "audit_log" USING btree ("municipality_id","created_at");--> statement-breakpoint
CREATE INDEX "access_codes_municipality_created_idx" ON "candidate_access_codes" USING btree ("municipality_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_queue_idx" ON "candidate_submissions" USING btree ("municipality_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_access_code_uq" ON "candidate_submissions" USING btree ("access_code");--> statement-breakpoint
CREATE INDEX "candidates_municipality_idx" ON "candidates" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "matches_limit_idx" ON "matches" USING btree ("municipality_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "matches_municipality_created_idx" ON "matches" USING btree ("municipality_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statistics_visitor_day_uq" ON "statistics" USING btree ("municipality_id","user_uuid","visit_day");--> statement-breakpoint
CREATE INDEX "statistics_municipality_created_idx" ON "statistics" USING btree ("municipality_id","created_at");