// The home's sections below the best-sellers (issue 21 "Home that sells"): which there are and how
// long a title may be. The shop setting home_sections (server/domain/settings/shop-settings.ts)
// checks them, the console's form shows them.

/** Every section, in the order a new shop shows them. */
export const HOME_SECTION_KINDS = ["categories", "newArrivals", "gift", "photoReviews", "makersNote"] as const;

export type HomeSectionKind = (typeof HOME_SECTION_KINDS)[number];

/** The longest title of a home section (the console's input allows no more). */
export const HOME_SECTION_TITLE_MAX = 40;
