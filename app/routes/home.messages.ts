export const homeTexts = {
  heroLabel: "콜린스 무드워터 영상",
  heroTitle: "공간에 머무는 향, 무드워터",
  heroButton: "무드워터 보러가기",
  introTitle: "향으로 완성하는 하루의 온도",
  introText: "천천히 타오르는 인센스와 공간을 채우는 무드워터. 콜린스는 일상의 장면에 어울리는 향을 만듭니다.",
  collectionsLabel: "컬렉션 바로가기",
  bestTitle: "지금 많이 찾는 향",
  more: "전체 보기",
  reviewPhoto: (product: string) => `${product} 구매 후기 사진`,
  noteLink: "읽어보기",
} as const;
