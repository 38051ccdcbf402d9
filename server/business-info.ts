// The legal business block of the footer (전자상거래법): configuration, read from a JSON file.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { projectRoot } from "./paths";

const link = z.string().min(1);

export const businessInfoSchema = z.object({
  companyName: z.string().min(1),
  brandName: z.string().min(1),
  ceo: z.string().min(1),
  address: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().min(1),
  registrationNumber: z.string().min(1),
  registrationCheckUrl: z.url(),
  mailOrderNumber: z.string().min(1),
  privacyOfficer: z.string().min(1),
  hostingProvider: z.string().min(1),
  escrowNotice: z.string().min(1),
  links: z.object({
    instagram: link,
    youtube: link,
    blog: link,
    kakaoChannel: link,
    music: link,
  }),
  /** Spec §2 redirects: the video of each /ytvid id (YouTube video ids) and the dated campaign. */
  redirects: z.object({
    videos: z.record(z.string().regex(/^mw-(official|yuja|violet|juniper)-(kr|eng|jp)$/), z.string().min(1)),
    campaign: z.object({
      cutoff: z.iso.datetime({ offset: true }),
      smsBefore: z.url(),
      kkoBefore: z.url(),
      after: z.url(),
    }),
  }),
});

export type BusinessInfo = z.infer<typeof businessInfoSchema>;

export const defaultBusinessInfoFile = path.join(projectRoot, "config/business.json");

export function loadBusinessInfo(file: string = defaultBusinessInfoFile): BusinessInfo {
  const parsed = businessInfoSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid business info in ${file}: ${issue?.path.join(".")} ${issue?.message}`);
  }
  return parsed.data;
}
