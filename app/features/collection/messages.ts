export const collectionTexts = {
  all: "전체",
  total: (n: number) => `총 ${n}개`,
  list: (title: string) => `${title} 상품 목록`,
  selector: "컬렉션 선택",
  collections: "컬렉션",
  sort: "정렬",
  subCategories: "세부 카테고리",
  more: "상품 더 보기",
  empty: "준비 중인 상품이에요. 곧 만나보실 수 있어요.",
} as const;
