CREATE TABLE "statistics_categories_daily" (
	"municipality_id" text NOT NULL,
	"local_day" date NOT NULL,
	"category" text NOT NULL,
	"value_count" integer NOT NULL,
	"value_sum" double precision NOT NULL,
	CONSTRAINT "statistics_categories_daily_pk" PRIMARY KEY("municipality_id","local_day","category")
);
--> statement-breakpoint
CREATE TABLE "statistics_matches_daily" (
	"municipality_id" text NOT NULL,
	"local_day" date NOT NULL,
	"candidate_id" integer NOT NULL,
	"matches" integer NOT NULL,
	"percentage_sum" double precision NOT NULL,
	CONSTRAINT "statistics_matches_daily_pk" PRIMARY KEY("municipality_id","local_day","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_visits_hourly" (
	"municipality_id" text NOT NULL,
	"local_hour" timestamp NOT NULL,
	"city" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "statistics_visits_hourly_pk" PRIMARY KEY("municipality_id","local_hour","city")
);
--> statement-breakpoint
ALTER TABLE "statistics_categories_daily" ADD CONSTRAINT "statistics_categories_daily_municipality_id_participating_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."participating_municipalities"("municipality_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_matches_daily" ADD CONSTRAINT "statistics_matches_daily_municipality_id_participating_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."participating_municipalities"("municipality_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_visits_hourly" ADD CONSTRAINT "statistics_visits_hourly_municipality_id_participating_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."participating_municipalities"("municipality_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_candidate_idx" ON "matches" USING btree ("candidate_id");