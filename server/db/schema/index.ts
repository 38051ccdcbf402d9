// The one PostgreSQL schema of the shop.
export * from "./catalog";
export * from "./promotions";
