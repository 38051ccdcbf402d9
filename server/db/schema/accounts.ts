// Members, their sessions (tokens stored hashed), the attempts counted by rate limits and the
// account-recovery codes sent by text message (stored hashed).
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export type Address = {
  first_name: string;
  last_name: string;
  address_1: string;
  address_2: string;
  postcode: string;
  phone: string;
  email?: string;
};

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Lower-cased; null for a Kakao member without a verified e-mail. */
    email: text("email"),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    kakaoId: text("kakao_id"),
    /** A member, or one of the console's staff roles (server/domain/admin/roles.ts). */
    role: text("role", { enum: ["member", "owner", "manager", "staff"] })
      .notNull()
      .default("member"),
    billing: jsonb("billing").$type<Address | null>(),
    shipping: jsonb("shipping").$type<Address | null>(),
    termsAgreedAt: timestamp("terms_agreed_at", { withTimezone: true }),
    privacyAgreedAt: timestamp("privacy_agreed_at", { withTimezone: true }),
    marketingAgreedAt: timestamp("marketing_agreed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), uniqueIndex("users_kakao_id_key").on(t.kakaoId)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** One row per attempt of a rate-limited action, keyed e.g. 'login:ip:127.0.0.1'. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("rate_limit_hits_key_at_idx").on(t.key, t.at)],
);

/**
 * The one live text-message code per purpose and phone (a new request replaces it): only its
 * HMAC is kept, tried at most 5 times, valid 10 minutes. A request that matches no member gets a
 * row too (with no member), so what follows looks the same whether or not the account exists.
 */
export const accountCodes = pgTable(
  "account_codes",
  {
    id: serial("id").primaryKey(),
    purpose: text("purpose", { enum: ["find_id", "reset_password"] }).notNull(),
    /** Normalised, e.g. 010-1234-5678. */
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The members the code was sent for; empty when none matched. */
    userIds: jsonb("user_ids").$type<number[]>().notNull().default([]),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("account_codes_purpose_phone_key").on(t.purpose, t.phone)],
);
