// Editorial content the operator keeps (spec §2 /makersnote, /places, /music): makers notes as
// structured blocks with a draft state, the offline stores, and the brand's playlists.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ContentBlock } from "./catalog";

/** A makers note; its id is the spec's boardId (/makersnote/preview/{boardId}). */
export const makersNotes = pgTable(
  "makers_notes",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    coverImage: text("cover_image").notNull(),
    coverAlt: text("cover_alt").notNull(),
    blocks: jsonb("blocks").$type<ContentBlock[]>().notNull(),
    /** The products the note ends with (its product strip), in the operator's order (migration 0020). */
    productIds: jsonb("product_ids").$type<number[]>().notNull().default([]),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("makers_notes_slug_key").on(t.slug),
    index("makers_notes_published_idx").on(t.status, t.publishedAt),
  ],
);

/** An offline store (/places). */
export const places = pgTable("places", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  address: text("address").notNull(),
  hours: text("hours").notNull(),
  phone: text("phone").notNull(),
  image: text("image"),
  position: integer("position").notNull().default(0),
  isExpose: boolean("is_expose").notNull().default(true),
});

/** One entry of a playlist; videoId is a /ytvid id (spec §2: mw-{scent}-{language}). */
export type PlaylistTrack = { title: string; caption: string; videoId: string };

/** A playlist on /music. */
export const playlists = pgTable("playlists", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  coverImage: text("cover_image"),
  tracks: jsonb("tracks").$type<PlaylistTrack[]>().notNull(),
  position: integer("position").notNull().default(0),
  isExpose: boolean("is_expose").notNull().default(true),
});
