// Korean messages of a member's address book.
export const addressBookMessages = {
  full: (max: number) => `배송지는 ${max}개까지 저장할 수 있어요. 쓰지 않는 배송지를 삭제한 뒤 다시 저장해주세요.`,
  notFound: "배송지를 찾을 수 없어요. 새로고침 후 다시 시도해주세요.",
} as const;

/** The status value of a full address book, so a form can show it beside its checkbox. */
export const ADDRESS_BOOK_FULL = "address_book_full";
