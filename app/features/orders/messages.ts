// The words of 비회원 주문조회 and the order actions (issue 20), and the lookup's URL (kept out of
// core/links.ts, whose object every page loads first).

/** 비회원 주문조회; `?orderId=` shows the order this browser looked up. */
export const ORDER_LOOKUP_URL = "/order/lookup";

export const orderActionTexts = {
  lookupTitle: "비회원 주문조회",
  lookupLead: "주문번호와 주문하실 때 정한 주문 비밀번호, 또는 주문하신 분의 휴대전화 번호를 입력해주세요.",
  orderNumber: "주문번호",
  orderNumberPlaceholder: "20261122-000042",
  password: "주문 비밀번호",
  orPhone: "또는",
  phone: "주문하신 분 휴대전화 번호",
  lookUp: "주문 조회하기",
  memberHint: "회원으로 주문하셨다면 로그인 후 마이페이지에서 확인할 수 있어요.",
  login: "로그인하기",
  lookUpAnother: "다른 주문 조회하기",
  guestHint: (number: string) =>
    `비회원 주문조회에서 주문번호 ${number}와 주문 비밀번호(또는 휴대전화 번호)로 배송을 확인하고 주문을 취소할 수 있어요.`,
  viewTitle: "주문 상세",
  track: "배송조회",
  trackNewWindow: "(새 창)",
  cancel: "주문 취소",
  cancelLead: (amount: string) => `결제하신 ${amount}은 결제 수단으로 환불되고, 주문은 바로 취소돼요.`,
  cancelSubmit: "주문 취소하기",
  confirm: "구매확정",
  confirmLead: "상품을 잘 받으셨나요? 구매확정 후에는 교환·반품을 신청할 수 없어요.",
  confirmSubmit: "구매확정하기",
  claim: "교환·반품 신청",
  claimKind: "신청 종류",
  exchange: "교환",
  return: "반품",
  claimReason: "사유",
  claimReasonHint: "5자 이상 200자 이내로 적어주세요. 확인 후 문자로 안내해드려요.",
  claimSubmit: "신청하기",
  claimSent: (kind: string, reason: string) => `${kind} 신청 사유: ${reason}`,
  claimAnswer: (answer: string) => `답변: ${answer}`,
  done: {
    "order-cancel": "주문을 취소했어요. 환불은 카드사 사정에 따라 3~5영업일이 걸릴 수 있어요.",
    "order-confirm": "구매확정했어요. 이용해주셔서 감사해요.",
    "order-claim": "교환·반품 신청을 받았어요. 확인 후 문자로 알려드릴게요.",
  },
} as const;
