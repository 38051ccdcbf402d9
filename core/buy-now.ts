// Where buy now leads (decision 5, amended by issue 20): the checkout of the buy-now selection,
// apart from the cart's own lines. Kept out of core/links.ts, which every page loads first.
export const BUY_NOW_CHECKOUT = "/checkout?buy=now";

/** Whether a checkout address means the buy-now selection. */
export const isBuyNowCheckout = (search: URLSearchParams) => search.get("buy") === "now";
