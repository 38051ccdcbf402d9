export const npayTexts = {
  buy: "네이버페이로 구매",
  /** Spec §8 "Wallet button script missing: alert." */
  missing: "네이버페이 버튼을 불러오지 못했어요. 잠시 후 다시 시도하거나 일반 결제를 이용해주세요.",
  starting: "네이버페이 주문서로 이동하고 있어요…",
  failed: "네이버페이 주문을 시작하지 못했어요. 잠시 후 다시 시도해주세요.",
} as const;
