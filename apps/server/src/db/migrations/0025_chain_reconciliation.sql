CREATE TABLE "chain_reconciliations" (
	"asset" text PRIMARY KEY NOT NULL,
	"held" numeric(38, 18) NOT NULL,
	"owed" numeric(38, 18) NOT NULL,
	"difference" numeric(38, 18) NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"shortfall_since" timestamp with time zone
);
