CREATE TABLE "account_allocations" (
	"credit_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "account_allocations_credit_id_order_id_pk" PRIMARY KEY("credit_id","order_id"),
	CONSTRAINT "account_allocations_amount_positive" CHECK ("account_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "account_charges" (
	"order_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"invoiced_at" timestamp with time zone,
	"due_on" date,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "account_charges_amount_positive" CHECK ("account_charges"."amount_cents" > 0),
	CONSTRAINT "account_charges_invoiced_whole" CHECK (("account_charges"."invoiced_at" is null) = ("account_charges"."due_on" is null))
);
--> statement-breakpoint
CREATE TABLE "account_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text,
	"fingerprint" text,
	"amount_cents" bigint NOT NULL,
	"method" text,
	"reference" text DEFAULT '' NOT NULL,
	"session_id" text,
	"credit_note_number" text,
	"order_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_uid" text NOT NULL,
	"by_email" text NOT NULL,
	CONSTRAINT "account_credits_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "account_credits_amount_positive" CHECK ("account_credits"."amount_cents" > 0),
	CONSTRAINT "account_credits_kind_whole" CHECK (("account_credits"."kind" = 'payment' and "account_credits"."payment_id" is not null and "account_credits"."method" is not null) or ("account_credits"."kind" = 'credit_note' and "account_credits"."credit_note_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "account_overrides" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"available_cents" bigint NOT NULL,
	"overdue_days" integer NOT NULL,
	"reason" text NOT NULL,
	"by_uid" text NOT NULL,
	"by_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_reminders" (
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_reminders_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"credit_limit_cents" bigint DEFAULT 0 NOT NULL,
	"terms_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_limit_nonnegative" CHECK ("credit_accounts"."credit_limit_cents" >= 0),
	CONSTRAINT "credit_accounts_terms_range" CHECK ("credit_accounts"."terms_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "counter_sales" ADD COLUMN "account_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_allocations" ADD CONSTRAINT "account_allocations_credit_id_account_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."account_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_allocations" ADD CONSTRAINT "account_allocations_order_id_account_charges_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."account_charges"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_charges" ADD CONSTRAINT "account_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credits" ADD CONSTRAINT "account_credits_session_id_register_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."register_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_overrides" ADD CONSTRAINT "account_overrides_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reminders" ADD CONSTRAINT "account_reminders_order_id_account_charges_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."account_charges"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_allocations_order_idx" ON "account_allocations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "account_charges_customer_invoiced_idx" ON "account_charges" USING btree ("customer_id","invoiced_at");--> statement-breakpoint
CREATE INDEX "account_credits_customer_at_idx" ON "account_credits" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "account_credits_session_idx" ON "account_credits" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK (payment_method in ('card', 'cod', 'account', 'cash', 'upi', 'bkash', 'nagad', 'cash_and_card', 'cash_and_upi', 'cash_and_bkash', 'cash_and_nagad', 'cash_and_account'));