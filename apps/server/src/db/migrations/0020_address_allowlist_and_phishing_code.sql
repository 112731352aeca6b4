CREATE TABLE "account_protection" (
	"user_id" text PRIMARY KEY NOT NULL,
	"anti_phishing_code" text,
	"allowlist_enabled" boolean DEFAULT false NOT NULL,
	"allowlist_off_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"asset" text NOT NULL,
	"address" text NOT NULL,
	"address_key" text NOT NULL,
	"label" text,
	"confirmation_hash" text,
	"confirmation_expires_at" timestamp with time zone,
	"confirmation_attempts" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"usable_at" timestamp with time zone,
	"usable_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_addresses_confirmed_check" CHECK (("withdrawal_addresses"."confirmed_at" is null) = ("withdrawal_addresses"."usable_at" is null))
);
--> statement-breakpoint
ALTER TABLE "account_protection" ADD CONSTRAINT "account_protection_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_addresses" ADD CONSTRAINT "withdrawal_addresses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_addresses_user_asset_key_idx" ON "withdrawal_addresses" USING btree ("user_id","asset","address_key");--> statement-breakpoint
CREATE INDEX "withdrawal_addresses_unmailed_idx" ON "withdrawal_addresses" USING btree ("usable_at") WHERE "withdrawal_addresses"."usable_mailed_at" is null and "withdrawal_addresses"."confirmed_at" is not null;