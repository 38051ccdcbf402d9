// Every storefront URL in one place (spec §2 route table), except 비회원 주문조회's, which is
// app/features/orders/messages.ts ORDER_LOOKUP_URL: this object is in the script every page loads first, and the
// product page's budget had no room left for it.
export const COLLECTION_SLUGS = ["mood", "fragrance", "gift", "homewear", "hygiene", "goods", "all"] as const;

/** The content pages the storefront has a route for (app/routes.ts); their text is in the database. */
export const CONTENT_PAGE_SLUGS = ["brandstory", "collinsday1969", "moodwater-teaser", "terms", "privacy"] as const;

/**
 * What a product's slug can be (the catalog editor makes stricter ones): an address holding anything
 * else names no product, and the shop answers it without asking the database.
 */
export const PRODUCT_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

export const links = {
  home: "/",
  collection: (url: string) => `/collection/${encodeURIComponent(url)}`,
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  cart: "/cart",
  brandStory: "/brandstory",
  signupMenu: "/signup/menu",
  loginMenu: "/login/menu",
  signupForm: "/signup/form",
  loginForm: "/login/form",
  findId: "/login/find-id",
  findPassword: "/login/find-password",
  welcome: "/welcome",
  kakaoLogin: "/api/auth/kakao/start",
  /** Spec §2: "/account/&kakao_login=auto shows the same account screen". */
  kakaoLoggedIn: "/account/&kakao_login=auto",
  /** A Kakao e-mail a member with a password already uses: that password links Kakao once. */
  kakaoLink: "/login/kakao-link",
  account: "/account",
  accountShipping: "/account/shipping/form",
  accountBasicInfo: "/account/basicinfo/form",
  accountPassword: "/account/password/form",
  nameForm: "/name/form",
  places: "/places",
  music: "/music",
  makersNote: "/makersnote",
  video: (id: string) => `/ytvid/${encodeURIComponent(id)}`,
  error: "/error",
  terms: "/terms",
  privacy: "/privacy",
  inquiry: "/inquiry",
  /** The action a buyer's review (with photos) is posted to. */
  review: "/review",
  /** A sold-out product's (or option's) restock-text request, as a page of its own before the scripts run. */
  restock: (productId: number, variationId: number | null = null) =>
    variationId === null ? `/restock/${productId}` : `/restock/${productId}?option=${variationId}`,
  search: (keyword = "") => (keyword ? `/search?${new URLSearchParams({ keyword })}` : "/search"),
} as const;
