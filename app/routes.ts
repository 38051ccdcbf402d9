import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("collection/moodwater", "routes/collection-moodwater.ts"),
  route("collection/:categoryName", "routes/collection.tsx"),
  route("product/*", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("error", "routes/error.tsx"),
  route("*", "routes/not-found.ts"),
] satisfies RouteConfig;
