// Korean messages and status values of sign-up and login (spec §8: login answers carry the
// message, sign-up answers the status value).
export const SIGNUP_STATUS = {
  emailInUse: "existing_user_email",
  invalidEmail: "invalid_email",
  invalidPassword: "invalid_password",
  commonPassword: "common_password",
  invalidPhone: "invalid_phone",
  invalidName: "invalid_name",
  agreementRequired: "agreement_required",
} as const;

/** "45초", "3분": how long a shopper waits before the next password check. */
export function waitLabel(seconds: number): string {
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
}

export const authMessages = {
  loginFailed: "이메일 또는 비밀번호가 올바르지 않아요.",
  emailInUse: "이미 가입된 이메일이에요. 로그인해주세요.",
  invalidEmail: "이메일 주소를 정확히 입력해주세요.",
  invalidPassword: "비밀번호는 8자 이상 64자 이하로 입력해주세요.",
  /** A page's form asks for the password twice (the API does not). */
  passwordMismatch: "비밀번호가 서로 달라요. 다시 확인해주세요.",
  commonPassword: "너무 흔한 비밀번호예요. 다른 비밀번호를 입력해주세요.",
  invalidPhone: "휴대전화 번호를 정확히 입력해주세요.",
  invalidName: "이름을 입력해주세요.",
  agreementRequired: "이용약관과 개인정보 수집·이용에 동의해주세요.",
  tooManyAttempts: (waitSeconds: number) =>
    `로그인 시도가 너무 많아요. ${waitLabel(waitSeconds)} 뒤에 다시 시도해주세요.`,
  tooManySignups: "가입 요청이 너무 많아요. 잠시 후 다시 시도해주세요.",
} as const;

/** Which field of a member's form a refusal is about (the route actions show it there). */
export const PROFILE_STATUS = {
  invalidName: "invalid_name",
  invalidPhone: "invalid_phone",
  invalidPostcode: "invalid_postcode",
  invalidAddress: "invalid_address",
  wrongPassword: "wrong_password",
} as const;

export const profileMessages = {
  invalidName: "받으시는 분의 이름을 입력해주세요.",
  invalidPhone: "휴대전화 번호를 정확히 입력해주세요.",
  invalidPostcode: "우편번호 5자리를 정확히 입력해주세요.",
  invalidAddress: "주소를 입력해주세요.",
  wrongPassword: "현재 비밀번호가 올바르지 않아요.",
  loginRequired: "로그인이 필요해요.",
} as const;

export const kakaoLinkMessages = {
  wrongPassword: "비밀번호가 올바르지 않아요. 이 이메일로 가입한 콜린스 계정의 비밀번호를 입력해주세요.",
  expired: "카카오 로그인 연결 시간이 지났어요. 카카오 로그인을 다시 시작해주세요.",
  alreadyLinked: "이 계정은 이미 다른 카카오계정과 연결되어 있어요.",
} as const;
