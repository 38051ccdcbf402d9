import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { CONTENT_PAGE_SLUGS } from "../core/links";

/** The console's simple editors (app/features/admin/resources.ts): one list and one form module each. */
const SIMPLE_EDITORS = ["popups", "top-banners", "makers-notes", "places", "playlists", "content-pages"];

export default [
  index("routes/home.tsx"),
  route("collection/moodwater", "routes/collection-moodwater.ts"),
  route("collection/:categoryName", "routes/collection.tsx"),
  route("product/*", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("order/complete", "routes/order-complete.tsx"),
  route("login/menu", "routes/login-menu.tsx", { id: "login-menu" }),
  route("signup/menu", "routes/login-menu.tsx", { id: "signup-menu" }),
  route("login/form", "routes/login-form.tsx"),
  route("signup/form", "routes/signup-form.tsx"),
  route("welcome", "routes/welcome.tsx"),
  route("account", "routes/account.tsx"),
  route("account/shipping/form", "routes/account-shipping-form.tsx"),
  route("account/basicinfo/form", "routes/account-basicinfo-form.tsx"),
  route("account/password/form", "routes/account-password-form.tsx"),
  route("name/form", "routes/name-form.tsx"),
  // Spec §2: "/account/&kakao_login=auto shows the same account screen".
  route("account/*", "routes/account.tsx", { id: "account-any" }),
  ...CONTENT_PAGE_SLUGS.map((slug) => route(slug, "routes/content-page.tsx", { id: `content-${slug}` })),
  route("places", "routes/places.tsx"),
  route("music", "routes/music.tsx"),
  route("makersnote", "routes/makersnote-list.tsx"),
  route("makersnote/preview/:boardId", "routes/makersnote-preview.tsx"),
  route("makersnote/:slug", "routes/makersnote-entry.tsx"),
  route("inquiry", "routes/inquiry.tsx"),
  route("maintenance", "routes/maintenance.tsx"),
  route("error", "routes/error.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("orders", "routes/admin/orders.tsx"),
    route("orders/:id", "routes/admin/order.tsx"),
    route("products", "routes/admin/products.tsx"),
    route("products/:id", "routes/admin/product.tsx"),
    route("collections", "routes/admin/collections.tsx"),
    ...SIMPLE_EDITORS.flatMap((name) => [
      route(name, "routes/admin/resource-list.tsx", { id: `admin-${name}` }),
      route(`${name}/:id`, "routes/admin/resource-edit.tsx", { id: `admin-${name}-edit` }),
    ]),
    route("coupons", "routes/admin/coupons.tsx"),
    route("reviews", "routes/admin/reviews.tsx"),
    route("inquiries", "routes/admin/inquiries.tsx"),
    route("inquiries/:id", "routes/admin/inquiry.tsx"),
    route("audit", "routes/admin/audit.tsx"),
  ]),
  route("*", "routes/not-found.ts"),
] satisfies RouteConfig;
