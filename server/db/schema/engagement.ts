// What brings a shopper back: site popups, the top banner, restock requests, web-vitals reports,
// the SMS simulator's sent messages, and the content pages.
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ContentBlock } from "./catalog";

export type PopupUrlRule = {
  slug_url: string;
  url_text_condition: "Included" | "starts_with" | "ends_with";
  /** 'except' excludes the matching URLs; anything else includes them. */
  url_exposure_conditions: string;
};

export type PopupButton = {
  button_available: boolean;
  button_background_color: string;
  button_font_color: string;
  button_font_text: string;
  /** move_link | open_channel_talk | anything else closes the popup. */
  action_on_click: string;
  link_url: string;
};

/** Spec §3 "Site popup". */
export const sitePopups = pgTable(
  "site_popups",
  {
    id: serial("id").primaryKey(),
    enabled: boolean("enabled").notNull().default(true),
    /** The operator's name for it; also the image's alternative text. */
    title: text("title").notNull(),
    mobileImageUrl: text("mobile_image_url").notNull(),
    desktopImageUrl: text("desktop_image_url").notNull(),
    imageWidth: integer("image_width").notNull(),
    imageHeight: integer("image_height").notNull(),
    priority: integer("priority").notNull().default(0),
    isSetPeriod: boolean("is_set_period").notNull().default(false),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    exposureMethod: text("exposure_method").notNull().default("session"),
    targetRange: text("target_range", { enum: ["pages", "url_unit", "all"] })
      .notNull()
      .default("all"),
    perPageType: jsonb("per_page_type").$type<string[]>().notNull().default([]),
    urlRules: jsonb("url_rules").$type<PopupUrlRule[]>().notNull().default([]),
    pointOfExposure: text("point_of_exposure", { enum: ["immediately", "in_seconds"] })
      .notNull()
      .default("immediately"),
    inSecondsValue: integer("in_seconds_value").notNull().default(0),
    buttons: jsonb("buttons").$type<PopupButton[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("site_popups_priority_idx").on(t.priority)],
);

/** Spec §3 "Top banner": one row; the enabled flag shows or hides it. */
export const topBanners = pgTable("top_banners", {
  id: serial("id").primaryKey(),
  enabled: boolean("enabled").notNull().default(true),
  /** May hold the end-date countdown placeholder {countdown}. */
  title: text("title").notNull(),
  textColor: text("text_color").notNull().default("#ffffff"),
  backgroundColor: text("background_color").notNull().default("#1f1d1a"),
  url: text("url"),
  isNoCloseButton: boolean("is_no_close_button").notNull().default(false),
  endDate: timestamp("end_date", { withTimezone: true }),
  isFatInMobile: boolean("is_fat_in_mobile").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 "Restock request": one waiting request per product (or variation) and phone. */
export const restockRequests = pgTable(
  "restock_requests",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull(),
    /** 0 for the product as a whole. */
    variationId: integer("variation_id").notNull().default(0),
    destName: text("dest_name").notNull(),
    destPhone: text("dest_phone").notNull(),
    status: text("status", { enum: ["waiting", "notified"] })
      .notNull()
      .default("waiting"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("restock_requests_waiting_key")
      .on(t.productId, t.variationId, t.destPhone)
      .where(sql`${t.status} = 'waiting'`),
  ],
);

/** Web-vitals reports from shoppers' browsers, per page type (for p75 in the console). */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: serial("id").primaryKey(),
    pageType: text("page_type").notNull(),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    rating: text("rating").notNull(),
    path: text("path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("web_vitals_page_name_idx").on(t.pageType, t.name, t.createdAt)],
);

/** The SMS simulator's outbox-facing inbox: what the shop sent, as the provider received it. */
export const simSmsMessages = pgTable("sim_sms_messages", {
  id: serial("id").primaryKey(),
  messageId: text("message_id").notNull(),
  to: text("to").notNull(),
  from: text("from").notNull(),
  text: text("text").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Editorial and policy pages (brand story, special pages, terms, privacy): structured blocks. */
export const contentPages = pgTable(
  "content_pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    ogImage: text("og_image"),
    blocks: jsonb("blocks").$type<ContentBlock[]>().notNull(),
    /** The products the page ends with (its product strip), in the operator's order (migration 0020). */
    productIds: jsonb("product_ids").$type<number[]>().notNull().default([]),
    status: text("status", { enum: ["published", "draft"] })
      .notNull()
      .default("published"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_pages_slug_key").on(t.slug)],
);

export type InquiryAttachment = { name: string; file: string; size: number; type: "jpeg" | "png" | "pdf" };

/** Consultation inquiries from the footer (spec §2 Footer), kept for the operator. */
export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: ["general", "bulk", "partnership", "global"] }).notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    attachments: jsonb("attachments").$type<InquiryAttachment[]>().notNull().default([]),
    status: text("status", { enum: ["open", "answered", "closed"] })
      .notNull()
      .default("open"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiries_status_idx").on(t.status, t.createdAt)],
);
