export const searchTexts = {
  open: "검색",
  close: "검색 닫기",
  label: "상품 검색",
  submit: "검색하기",
  titleFor: (keyword: string) => `'${keyword}' 검색 결과`,
  placeholder: "찾으시는 향이나 상품을 입력해주세요",
  count: (n: number) => `검색 결과 ${n}개`,
  empty: "검색 결과가 없어요",
  emptyHint: "다른 검색어로 다시 찾아보세요. 예) 무드워터, 인센스, 유자",
  suggestions: ["무드워터", "인센스", "유자", "선물"],
  searching: "검색 중…",
} as const;
