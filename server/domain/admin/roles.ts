// Who may use which part of the console (issue 22 "Staff"): the staff roles, the console's areas,
// the one table of the roles each area admits, and the area of every console path — the API's
// (/api/admin/…) and the pages' (/admin/…) alike, so a page and its API answer the same.

export const STAFF_ROLES = ["owner", "manager", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type UserRole = "member" | StaffRole;

export const ROLE_LABELS: Record<StaffRole, string> = { owner: "대표", manager: "매니저", staff: "스태프" };

export type ConsoleArea = "dashboard" | "orders" | "inquiries" | "catalog" | "content" | "settings" | "audit" | "staff";

/**
 * 대표 everything; 매니저 catalog, orders and content, not the shop's settings, the audit log or the
 * staff; 스태프 orders and inquiries only.
 */
const ROLES_OF_AREA: Record<ConsoleArea, readonly StaffRole[]> = {
  dashboard: ["owner", "manager"],
  orders: ["owner", "manager", "staff"],
  inquiries: ["owner", "manager", "staff"],
  catalog: ["owner", "manager"],
  content: ["owner", "manager"],
  settings: ["owner"],
  audit: ["owner"],
  staff: ["owner"],
};

/** The area of each console section: the first segment after /admin (none: the dashboard). */
const AREA_OF_SECTION: Record<string, ConsoleArea> = {
  "": "dashboard",
  dashboard: "dashboard",
  vitals: "dashboard",
  orders: "orders",
  requests: "orders",
  inquiries: "inquiries",
  products: "catalog",
  collections: "catalog",
  stock: "catalog",
  restock: "catalog",
  coupons: "catalog",
  popups: "content",
  "top-banners": "content",
  "makers-notes": "content",
  places: "content",
  playlists: "content",
  "content-pages": "content",
  reviews: "content",
  settings: "settings",
  audit: "audit",
  staff: "staff",
};

/**
 * A manager refunds at most this much of an order at once (원); a larger refund is the owner's.
 * Staff refund nothing: a refund is money leaving the shop, beyond "orders and inquiries".
 */
export const MANAGER_REFUND_LIMIT = 100_000;

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? "");
}

/** The role a name means, in English (owner) or as the console says it (대표); null for another name. */
export function staffRoleNamed(name: string): StaffRole | null {
  const wanted = name.trim().toLowerCase();
  return STAFF_ROLES.find((role) => role === wanted || ROLE_LABELS[role] === wanted) ?? null;
}

/** The area of a console path (`/admin/…` or `/api/admin/…`), or null for a section not in the table. */
export function areaOfPath(pathname: string): ConsoleArea | null {
  // A page's data request (/admin/products.data) is the page's.
  const match = /^(?:\/api)?\/admin(?:\/([^/.]*))?/.exec(pathname);
  if (!match) return null;
  return AREA_OF_SECTION[match[1] ?? ""] ?? null;
}

/** Whether `role` may use `area`; a path outside the table is the owner's alone. */
export function mayUse(role: StaffRole, area: ConsoleArea | null): boolean {
  return area === null ? role === "owner" : ROLES_OF_AREA[area].includes(role);
}

/** Where a role's console starts: the first area it may use, in the NAV's order. */
export function homeOf(role: StaffRole): string {
  return mayUse(role, "dashboard") ? "/admin" : "/admin/orders";
}
