// Database ids are PostgreSQL `integer` (serial) columns: a larger number is no id of ours and must be
// refused by validation with the caller's Korean message, never reach a query (which answers 500).
import { z } from "zod";

/** The largest value a PostgreSQL `integer` holds. */
export const DB_ID_MAX = 2_147_483_647;

/** A database id in a JSON body, refused with `message`. */
export const dbId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(DB_ID_MAX, message);

/** A database id from a path, query or form (text), refused with `message`. */
export const idOf = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(DB_ID_MAX, message);
