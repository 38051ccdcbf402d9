// Korean messages and the status values of spec §8 for the cart.
export const CART_STATUS = {
  loginRequired: "Login Required",
  onlyOnePurchased: "Only One Purchased",
  onePurchased: "One Purchased",
  outOfStock: "cocart_product_out_of_stock",
  unpurchasable: "unpurchasable",
  overOrderLimit: "Max Per Order",
} as const;

export const cartMessages = {
  loginRequired: "로그인 후 구매할 수 있는 상품이에요.",
  onlyOnePurchased: "이 상품은 한 번에 1개만 구매할 수 있어요.",
  onePurchased: "이미 장바구니에 담긴 상품이에요. (1회 1개 구매 가능)",
  overOrderLimit: (max: number) =>
    `이 상품은 한 주문에 ${max}개까지 구매할 수 있어요. 장바구니에 담긴 수량까지 합쳐 ${max}개 이하로 골라주세요.`,
  outOfStock: "재고가 부족해요. 수량을 줄이거나 다른 옵션을 선택해주세요.",
  unpurchasable: "선택하신 상품은 현재 구매할 수 없어요. 다른 옵션을 선택해주세요.",
  emptySelection: "옵션을 선택해주세요.",
  invalidLines: "담을 상품을 다시 확인해주세요.",
  invalidQuantity: "수량은 1개부터 99개까지 담을 수 있어요.",
  lineNotFound: "장바구니에서 해당 상품을 찾을 수 없어요.",
  nothingSelected: "삭제할 상품을 선택해주세요.",
} as const;
