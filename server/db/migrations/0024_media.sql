-- Issue 22 "Images": the console's uploads are kept in the database, so every instance of the shop
-- serves them (before, they were files on one instance's disk). One row per resized WebP variant of
-- an upload; the id is the upload's content hash, so the same photo sent twice is stored once.
CREATE TABLE "media" (
	"id" text NOT NULL,
	"variant" text NOT NULL,
	"bytes" bytea NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_width" integer NOT NULL,
	"original_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_pkey" PRIMARY KEY("id","variant")
);
