export const engagementTexts = {
  popup: "알림",
  hideToday: "오늘 하루 보지 않기",
  restockTitle: "재입고 알림 신청",
  restockLead: (name: string) => `'${name}' 상품이 다시 입고되면 문자로 알려드릴게요.`,
  name: "이름",
  phone: "휴대전화 번호",
  submit: "알림 신청하기",
  close: "닫기",
  restockNotice: "입고 알림은 신청하신 상품 1회에 한해 발송되며, 광고성 정보는 보내지 않아요.",
  chat: "상담하기",
  chatKakao: "카카오톡 채널로 상담하기",
} as const;
