CREATE TABLE "catalogue_import_steps" (
	"import_id" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"done" jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "catalogue_import_steps_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text NOT NULL,
	"state" text DEFAULT 'staging' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalogue_imports_state_known" CHECK (state in ('staging', 'live', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_steps" ADD CONSTRAINT "catalogue_import_steps_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_imports_one_staging_idx" ON "catalogue_imports" USING btree ("state") WHERE "catalogue_imports"."state" = 'staging';