CREATE TABLE "official_candidates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "official_candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" text NOT NULL,
	"candidate_number" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"party" text NOT NULL,
	"party_abbr" text DEFAULT '' NOT NULL,
	"party_id" text DEFAULT '' NOT NULL,
	"age" integer,
	"profession" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'fi' NOT NULL,
	"source" text DEFAULT 'import' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_candidates_number_range" CHECK ("official_candidates"."candidate_number" between 1 and 99999),
	CONSTRAINT "official_candidates_age_range" CHECK ("official_candidates"."age" is null or "official_candidates"."age" between 18 and 120),
	CONSTRAINT "official_candidates_language" CHECK ("official_candidates"."language" in ('fi', 'sv')),
	CONSTRAINT "official_candidates_source" CHECK ("official_candidates"."source" in ('import', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "candidate_access_codes" ADD COLUMN "official_candidate_id" integer;--> statement-breakpoint
ALTER TABLE "official_candidates" ADD CONSTRAINT "official_candidates_municipality_id_participating_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."participating_municipalities"("municipality_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "official_candidates_number_uq" ON "official_candidates" USING btree ("municipality_id","candidate_number");--> statement-breakpoint
ALTER TABLE "candidate_access_codes" ADD CONSTRAINT "candidate_access_codes_official_candidate_id_official_candidates_id_fk" FOREIGN KEY ("official_candidate_id") REFERENCES "public"."official_candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_official_candidate_idx" ON "candidate_access_codes" USING btree ("official_candidate_id");