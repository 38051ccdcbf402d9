// What the console's coupon, review and inquiry editors share: their Korean messages and paging.
import { pagingOf } from "../../../core/content";

export const PAGE_SIZE = 20;

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

/** One page of a list by the console's paging rule (`?page=` 1-based, kept inside the list). */
export async function pageOf<T>(
  requested: string | null,
  total: number,
  rowsFrom: (offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const { page, pageCount, offset } = pagingOf(requested, total, PAGE_SIZE);
  return { items: await rowsFrom(offset), page, pageCount, total };
}

/** A search word matched literally inside LIKE: %, _ and \ lose their meaning. */
export const likeContaining = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;

export const COUPON_AMOUNT_MAX = 1_000_000;
export const MINIMUM_AMOUNT_MAX = 10_000_000;
/** An answer goes out as one long text message (LMS: 2,000 bytes, about 1,000 Korean characters). */
export const ANSWER_MAX = 900;
export const AUDIT_LIMIT_MAX = 200;

export const communityMessages = {
  search: "검색어는 100자 이하로 입력해주세요.",
  couponStatus: "쿠폰 상태를 미사용, 사용, 만료 중에서 골라주세요.",
  coupon: "발급할 쿠폰 정보를 입력해주세요.",
  memberEmail: "쿠폰을 받을 회원의 이메일 주소를 정확히 입력해주세요.",
  memberNotFound: "이 이메일로 가입한 회원을 찾을 수 없어요.",
  couponName: "쿠폰 이름을 100자 이하로 입력해주세요.",
  couponDescription: "쿠폰 설명은 200자 이하로 입력해주세요.",
  couponAmount: `할인 금액은 1원부터 ${COUPON_AMOUNT_MAX.toLocaleString("ko-KR")}원까지 정할 수 있어요.`,
  minimumAmount: `최소 주문 금액은 0원부터 ${MINIMUM_AMOUNT_MAX.toLocaleString("ko-KR")}원까지 정할 수 있어요.`,
  amountBelowMinimum: "할인 금액은 최소 주문 금액보다 적게 정해주세요.",
  expiryDate: "만료일을 지금 이후의 날짜로 정해주세요.",
  couponNotFound: "쿠폰을 찾을 수 없어요.",
  couponUsed: "주문에 사용된 쿠폰은 삭제할 수 없어요.",
  reviewStatus: "리뷰 상태를 공개 또는 숨김으로 골라주세요.",
  reviewNotFound: "리뷰를 찾을 수 없어요.",
  product: "상품을 다시 골라주세요.",
  inquiryStatus: "문의 상태를 접수, 답변 완료, 종료 중에서 골라주세요.",
  inquiryNotFound: "문의를 찾을 수 없어요.",
  attachmentNotFound: "첨부 파일을 찾을 수 없어요.",
  answer: `답변을 1자 이상 ${ANSWER_MAX.toLocaleString("ko-KR")}자 이하로 입력해주세요.`,
  inquiryClosed: "종료된 문의에는 답변할 수 없어요.",
  auditFilter: "기록을 찾을 조건을 다시 확인해주세요.",
  auditLimit: `기록은 한 번에 1건부터 ${AUDIT_LIMIT_MAX}건까지 볼 수 있어요.`,
  answeredText: (answer: string) => `[콜린스] 문의하신 내용에 답변드려요.\n\n${answer}`,
} as const;
