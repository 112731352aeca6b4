CREATE TABLE "freeze_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freeze_links_expiry_check" CHECK ("freeze_links"."expires_at" > "freeze_links"."created_at")
);
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"device_key" text NOT NULL,
	"browser" text NOT NULL,
	"system" text NOT NULL,
	"ip_address" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_user_key_unique" UNIQUE("user_id","device_key")
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "frozen_via" text;--> statement-breakpoint
ALTER TABLE "freeze_links" ADD CONSTRAINT "freeze_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freeze_links_user_idx" ON "freeze_links" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_frozen_via_check" CHECK (("user_profiles"."frozen_at" is null) = ("user_profiles"."frozen_via" is null) and "user_profiles"."frozen_via" in ('settings', 'link'));