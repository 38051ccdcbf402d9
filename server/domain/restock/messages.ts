// Korean texts of restock alarms (spec §5, §8 restock messages).
export const restockMessages = {
  /** Spec §5: name or phone empty after trimming. */
  missingInfo: "알림을 받으실 정보를 정확히 입력해주세요.",
  /** Spec §5: the phone fails the mobile-number check. */
  invalidPhone: "SMS 알림을 받을 수 있는 형태의 휴대전화 번호를 정확히 입력해주세요.",
  /** Spec §8: a falsy answer. */
  failed: "등록을 실패했습니다.",
  /** Spec §8: success. */
  registered: "잘 등록되었어요. 제품의 입고 후 판매가 재개되면, 입력하신 연락처로 알려드릴게요.",
  unknownProduct: "재입고 알림을 신청할 수 없는 상품이에요.",
  inStock: "지금 구매할 수 있는 상품이에요. 재입고 알림 없이 바로 구매해주세요.",
  tooMany: "재입고 알림 신청이 너무 많아요. 잠시 후 다시 시도해주세요.",
  invalidStock: "재고는 0 이상 99,999 이하의 정수로 입력해주세요.",
  /** Informational, no advertising (정보통신망법 §50). */
  text: (name: string, url: string) =>
    `[콜린스] 재입고 알림: 신청하신 '${name}' 상품이 다시 입고되었어요. 재고가 한정되어 있으니 아래에서 확인해주세요.\n${url}`,
} as const;
