CREATE TABLE "metric_daily_rollups" (
	"measure" text NOT NULL,
	"day" date NOT NULL,
	"value" double precision NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_daily_rollups_measure_day_pk" PRIMARY KEY("measure","day")
);
