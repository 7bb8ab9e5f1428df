CREATE TABLE "cluster_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cluster_nodes" (
	"node_id" text PRIMARY KEY NOT NULL,
	"roles" text[] NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cluster_nodes_seen_idx" ON "cluster_nodes" USING btree ("seen_at");