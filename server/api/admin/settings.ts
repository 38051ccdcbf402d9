// The shop's settings in the console (issue 20): the shipping policy, the footer's external
// links and the home's sections (issue 21), the footer's business information and the terms and
// privacy texts (issue 22), read together and saved one setting at a time, each body checked by
// the setting's schema.
import { Hono } from "hono";
import {
  businessInfoSettingSchema,
  footerLinksSchema,
  homeSectionsSchema,
  legalTextSchema,
  readShopSettings,
  shippingPolicySchema,
  updateShopSetting,
} from "../../domain/settings/shop-settings";
import { jsonBody } from "../json-body";
import { parseQuery } from "../validation";
import type { AdminDeps } from "./index";
import { operatorOf } from "./operator";

export function settingsAdminRoutes({ db }: AdminDeps): Hono {
  return new Hono()
    .get("/admin/settings", async (c) => c.json(await readShopSettings(db)))
    .put("/admin/settings/shipping", async (c) => {
      const policy = parseQuery(shippingPolicySchema, await jsonBody(c));
      return c.json({ item: await updateShopSetting(db, operatorOf(c), "shipping", policy) });
    })
    .put("/admin/settings/footer-links", async (c) => {
      const footerLinks = parseQuery(footerLinksSchema, await jsonBody(c));
      return c.json({ item: await updateShopSetting(db, operatorOf(c), "footer_links", footerLinks) });
    })
    .put("/admin/settings/home-sections", async (c) => {
      const sections = parseQuery(homeSectionsSchema, await jsonBody(c));
      return c.json({ item: await updateShopSetting(db, operatorOf(c), "home_sections", sections) });
    })
    .put("/admin/settings/business-info", async (c) => {
      const business = parseQuery(businessInfoSettingSchema, await jsonBody(c));
      return c.json({ item: await updateShopSetting(db, operatorOf(c), "business_info", business) });
    })
    .put("/admin/settings/terms", async (c) => {
      const terms = parseQuery(legalTextSchema, await jsonBody(c));
      return c.json({ item: await updateShopSetting(db, operatorOf(c), "terms", terms) });
    })
    .put("/admin/settings/privacy", async (c) => {
      const privacy = parseQuery(legalTextSchema, await jsonBody(c));
      return c.json({ item: await updateShopSetting(db, operatorOf(c), "privacy", privacy) });
    });
}
