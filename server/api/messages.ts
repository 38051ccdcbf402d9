// Korean texts of API answers that are not domain-specific.
export const apiMessages = {
  notFound: "요청하신 정보를 찾을 수 없어요.",
  invalidInput: "입력하신 내용을 다시 확인해주세요.",
  bodyTooLarge: "보내신 내용이 너무 커요. 내용을 줄여서 다시 시도해주세요.",
  unstorableText: "입력하신 내용에 사용할 수 없는 문자가 있어요. 다시 확인해주세요.",
  serverError: "일시적인 오류가 발생했어요. 잠시 후 다시 시도해주세요.",
  maintenance: "더 나은 서비스를 위해 점검 중이에요. 잠시 후 다시 이용해주세요.",
  foreignOrigin: "허용되지 않은 요청이에요. 콜린스 홈페이지에서 다시 시도해주세요.",
  operatorsOnly: "운영자만 사용할 수 있어요.",
  roleForbidden: (role: string) => `${role} 계정은 이 메뉴를 사용할 수 없어요. 대표에게 권한을 요청해주세요.`,
  databaseUnavailable: "서비스 연결이 원활하지 않아요. 잠시 후 다시 시도해주세요.",
} as const;
