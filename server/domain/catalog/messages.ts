// Korean messages of the catalog's answers.
export const catalogMessages = {
  collectionNotFound: "요청하신 컬렉션을 찾을 수 없어요.",
  subCategoryNotFound: "요청하신 세부 카테고리를 찾을 수 없어요.",
  productNotFound: "요청하신 상품을 찾을 수 없어요.",
  invalidCollectionId: "컬렉션 번호를 다시 확인해주세요.",
  invalidSort: "정렬 기준을 다시 확인해주세요.",
  invalidPage: "페이지 번호를 다시 확인해주세요.",
  invalidReviewView: "리뷰 정렬을 다시 확인해주세요.",
  keywordTooLong: "검색어는 50자 이내로 입력해주세요.",
} as const;
