// Korean texts of the purchase flow (spec §4, §5, §8).
export const purchaseTexts = {
  optionSelect: "옵션 선택",
  chooseOption: "옵션을 선택해주세요",
  chooseLevel: (name: string) => `${name} 선택`,
  soldOut: "품절",
  soldOutAlert: "품절된 옵션이에요. 재입고 알림을 신청해주세요.",
  /** Spec §5 'You must select an option' (variant texts with a trailing digit exist). */
  mustSelect: "옵션을 선택해주세요.",
  /** Spec §5 wallet flow 'Please select an option'. */
  walletSelect: "구매하실 옵션을 먼저 선택해주세요.",
  onePerOrder: "1회 1개만 구매할 수 있는 상품이에요.",
  quantity: "수량",
  decrease: "수량 빼기",
  increase: "수량 더하기",
  remove: "삭제",
  total: "총 상품 금액",
  addToCart: "장바구니 담기",
  buyNow: "바로 구매하기",
  buy: "구매하기",
  restock: "재입고 알림 신청",
  npay: "네이버페이로 구매",
  close: "닫기",
  addOns: "함께 구매하면 좋은 상품",
  addOnAdd: "추가",
  addOnChoose: "옵션 선택",
  /** After the cheapest option's price of an add-on whose options cost differently: 1,900원부터. */
  priceFrom: "부터",
  siblings: "다른 구성 보기",
  loginRequiredTitle: "회원 전용 상품이에요",
  /** §8 'This product can be purchased only when logged in'. */
  loginRequired: "이 상품은 로그인 후 구매할 수 있어요.",
  joinOrLogin: "회원가입 / 로그인",
  confirm: "확인",
  /** §8 'This product can be purchased 1 at a time'. */
  onlyOnePurchased: "이 상품은 한 번에 1개만 구매할 수 있어요.",
  /** §8 'This item is already in your cart (only 1 per purchase)'. */
  onePurchased: "이미 장바구니에 담긴 상품이에요. (1회 1개 구매 가능)",
  viewCart: "장바구니 보기",
  /** §8 'The selected item was added to the cart'. */
  added: "선택하신 상품을 장바구니에 담았어요.",
  keepShopping: "계속 쇼핑하기",
  /** §8 'the selected product is currently not purchasable; choose another option'. */
  unpurchasable: "선택하신 상품은 현재 구매할 수 없어요. 다른 옵션을 선택해주세요.",
  /** §8 'Communication with the server failed. Please try again later'. */
  serverFailed: "서버와 통신이 원활하지 않아요. 잠시 후 다시 시도해주세요.",
  genericError: "요청을 처리하지 못했어요. 잠시 후 다시 시도해주세요.",
  upsellTitle: "더 알뜰하게 구매해보세요",
  upsellFivePack: "에이카드 5팩으로 바꾸면 최대 25% 할인된 가격에 구매할 수 있어요.",
  upsellFamily: "에이카드 패밀리팩으로 바꾸면 최대 38% 할인된 가격에 구매할 수 있어요.",
  upsellGo: "할인 상품 보러가기",
  upsellStay: "지금 선택 유지하기",
  processing: "처리 중…",
  /** A product with options on a page without scripts (its form needs the option picker). */
  optionsNeedScripts:
    "옵션이 있는 상품은 페이지가 모두 열린 뒤에 옵션을 골라 담을 수 있어요. 자바스크립트를 켜고 페이지를 새로 고쳐주세요.",
} as const;
