// The offline stores (/places) and the brand's playlists (/music), in the operator's order.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { places, playlists } from "../../db/schema";

export type Place = typeof places.$inferSelect;
export type Playlist = typeof playlists.$inferSelect;

export function exposedPlaces(db: Db): Promise<Place[]> {
  return db.select().from(places).where(eq(places.isExpose, true)).orderBy(asc(places.position), asc(places.id));
}

export function exposedPlaylists(db: Db): Promise<Playlist[]> {
  return db
    .select()
    .from(playlists)
    .where(eq(playlists.isExpose, true))
    .orderBy(asc(playlists.position), asc(playlists.id));
}
