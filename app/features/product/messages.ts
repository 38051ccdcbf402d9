// Korean texts of the product page.
export const productTexts = {
  soldOut: "품절",
  soldOutLong: "일시 품절된 상품이에요",
  soldOutLabel: "일시품절",
  reviews: (n: number) => `리뷰 ${n}개`,
  infoTab: "상품 정보",
  related: "함께 보면 좋은 상품",
  helpful: "도움돼요",
  averageRating: "평균 별점",
  breadcrumb: "상품 분류",
  gallery: "상품 이미지",
  slide: (index: number, total: number) => `${total}개 중 ${index}번째 이미지`,
  tabs: "상품 상세 메뉴",
  bulkTooltip: "10개 이상 대량 구매는 상담 문의로 더 좋은 조건을 안내해드려요.",
  bulkLink: "대량 구매 문의",
  closeTooltip: "안내 닫기",
  giftShop: "카카오톡 선물하기",
  giftShopHint: "카카오톡 친구에게 바로 선물할 수 있어요.",
} as const;

/**
 * The tab bar's labels (spec §2 "Tab navigation"): the page's loader names the tabs, so these ship
 * in its data rather than in the page's script.
 */
export const productTabTexts = {
  event: "이벤트 혜택",
  info: productTexts.infoTab,
  shippingReturns: "배송/교환/반품",
  reviews: (n: number) => `리뷰 (${n})`,
  related: "관련 상품",
} as const;
