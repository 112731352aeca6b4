CREATE TABLE "reserve_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"declared_by" text NOT NULL,
	"declared_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_declarations_amount_not_negative" CHECK ("reserve_declarations"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshot_leaves" (
	"snapshot_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"account_id" text NOT NULL,
	"balances" text[] NOT NULL,
	CONSTRAINT "reserve_snapshot_leaves_snapshot_id_rank_pk" PRIMARY KEY("snapshot_id","rank")
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"taken_at" timestamp (3) with time zone NOT NULL,
	"taken_by" text,
	"schedule_period" integer,
	"secret" text NOT NULL,
	"assets" jsonb NOT NULL,
	"customers" integer NOT NULL,
	"depth" integer NOT NULL,
	"root" text,
	"totals" jsonb,
	"upper" jsonb,
	"statement" jsonb
);
--> statement-breakpoint
ALTER TABLE "reserve_declarations" ADD CONSTRAINT "reserve_declarations_declared_by_user_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshots" ADD CONSTRAINT "reserve_snapshots_taken_by_user_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserve_declarations_asset_idx" ON "reserve_declarations" USING btree ("asset","declared_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_snapshot_leaves_account_idx" ON "reserve_snapshot_leaves" USING btree ("snapshot_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_snapshots_schedule_period_idx" ON "reserve_snapshots" USING btree ("schedule_period") WHERE "reserve_snapshots"."schedule_period" is not null;--> statement-breakpoint
CREATE INDEX "reserve_snapshots_taken_at_idx" ON "reserve_snapshots" USING btree ("taken_at");