import { index, type RouteConfig, route } from "@react-router/dev/routes";

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
  ...["brandstory", "collinsday1969", "moodwater-teaser", "terms", "privacy"].map((slug) =>
    route(slug, "routes/content-page.tsx", { id: `content-${slug}` }),
  ),
  route("inquiry", "routes/inquiry.tsx"),
  route("maintenance", "routes/maintenance.tsx"),
  route("error", "routes/error.tsx"),
  route("*", "routes/not-found.ts"),
] satisfies RouteConfig;
