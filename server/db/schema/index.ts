// The one PostgreSQL schema of the shop.

export * from "./cart";
export * from "./catalog";
export * from "./promotions";
