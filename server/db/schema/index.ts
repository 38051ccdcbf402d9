// The one PostgreSQL schema of the shop.

export * from "./accounts";
export * from "./addresses";
export * from "./admin";
export * from "./cart";
export * from "./catalog";
export * from "./content";
export * from "./engagement";
export * from "./media";
export * from "./orders";
export * from "./promotions";
export * from "./settings";
