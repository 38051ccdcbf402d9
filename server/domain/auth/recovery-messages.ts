// Korean messages and status values of account recovery (아이디 찾기, 비밀번호 찾기). A status
// names the field a message belongs beside, so a page can show it there.
export const RECOVERY_STATUS = {
  invalidName: "invalid_name",
  invalidPhone: "invalid_phone",
  invalidEmail: "invalid_email",
  invalidCode: "invalid_code",
  codeExpired: "code_expired",
  invalidPassword: "invalid_password",
  commonPassword: "common_password",
  kakaoMember: "kakao_member",
  smsUnavailable: "sms_unavailable",
} as const;

export const recoveryMessages = {
  codeSent: "입력하신 정보와 일치하는 회원이 있으면 인증번호를 문자로 보냈어요. 10분 안에 입력해주세요.",
  invalidName: "이름을 입력해주세요.",
  invalidPhone: "휴대전화 번호를 정확히 입력해주세요.",
  invalidEmail: "이메일 주소를 정확히 입력해주세요.",
  invalidCode: "문자로 받은 인증번호 6자리를 입력해주세요.",
  wrongCode: (left: number) => `인증번호가 올바르지 않아요. ${left}번 더 입력할 수 있어요.`,
  codeDead: "인증번호를 5번 잘못 입력했어요. 인증번호를 다시 받아주세요.",
  codeExpired: "인증번호가 만료되었어요. 인증번호를 다시 받아주세요.",
  tooManyCodes: "인증번호 요청이 너무 많아요. 1시간 뒤에 다시 시도해주세요.",
  tooManyTries: "인증 시도가 너무 많아요. 15분 뒤에 다시 시도해주세요.",
  kakaoMember: "카카오 로그인으로 가입하신 계정이에요. 비밀번호 없이 카카오 로그인을 이용해주세요.",
  smsUnavailable:
    "지금은 문자로 인증번호를 보낼 수 없어 아이디·비밀번호 찾기를 이용할 수 없어요. 고객센터로 문의해주세요.",
  findIdText: (code: string) => `[콜린스] 아이디 찾기 인증번호: ${code} (10분 안에 입력해주세요)`,
  resetText: (code: string) =>
    `[콜린스] 비밀번호 찾기 인증번호: ${code} (10분 안에 입력해주세요. 누구에게도 알려주지 마세요)`,
} as const;
