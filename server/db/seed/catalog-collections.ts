// Demo catalog: the collections and their lists (default 'regular' order). Banner images are
// rendered by scripts/media/generate.ts: /media/collections/{key}.webp (1200×600) and
// /media/collections/{key}-mobile.webp (750×750); the mood background is 1600×1000.
import type { SeedCollection, SeedCollectionBlock } from "./types";

function banner(key: string, alt: string, link: string, anchor?: string): SeedCollectionBlock {
  return {
    blockType: "banner",
    imgUrl: `/media/collections/${key}.webp`,
    imgUrlMobile: `/media/collections/${key}-mobile.webp`,
    alt,
    link,
    ...(anchor ? { anchor } : {}),
    width: 1200,
    height: 600,
  };
}
const card = (productSlug: string): SeedCollectionBlock => ({ blockType: "product", productSlug });
const cards = (...slugs: string[]): SeedCollectionBlock[] => slugs.map(card);
const blank = (anchor?: string): SeedCollectionBlock =>
  anchor ? { blockType: "blank", anchor } : { blockType: "blank" };

export const collections: SeedCollection[] = [
  {
    url: "mood",
    title: "무드워터",
    titleDescription: "공간과 패브릭에 뿌리는 물처럼 가벼운 향. 유자, 바이올렛, 주니퍼 세 가지 무드를 만나 보세요.",
    promoText: "무드워터 론칭 기념 무료배송",
    isExpose: true,
    theme: "mood",
    backgroundImage: "/media/collections/mood-bg.webp",
    subCategories: [
      { slug: "discovery", name: "디스커버리" },
      { slug: "bottle", name: "100ml" },
      { slug: "mini", name: "60ml" },
    ],
    blocks: [
      ...cards("moodwater-discovery-3", "moodwater-yuja", "moodwater-violet", "moodwater-juniper"),
      banner("mood", "무드워터 유자, 바이올렛, 주니퍼 세 병", "/product/moodwater-discovery-3", "discovery"),
      ...cards("moodwater-variety-3", "moodwater-60-yuja", "moodwater-60-violet", "moodwater-60-juniper"),
      blank("soap"),
      card("mood-soap-3scents"),
    ],
  },
  {
    url: "fragrance",
    title: "인센스",
    titleDescription: "불을 붙이고 연기가 오르는 것을 바라보는 30분. 인센스와 챔버, 사쉐, 그리고 곁에 두는 도구들.",
    promoText: "인센스 컬렉션 3만원 이상 구매 시 사쉐 샘플 증정",
    isExpose: true,
    subCategories: [
      { slug: "incense", name: "인센스" },
      { slug: "chamber", name: "인센스 챔버" },
      { slug: "sachet", name: "사쉐" },
      { slug: "tools", name: "라이터·홀더" },
    ],
    blocks: [
      ...cards(
        "collins-incense",
        "incense-woody-pr2404",
        "incense-yuja-pr2404",
        "incense-violet-pr2404",
        "collins-incense-giftset",
        "collins-incense-mix",
        "incense-3-kit",
        "collins-incense-mindxmood",
      ),
      banner("fragrance", "콜린스 인센스와 허니배저 챔버", "/product/incense-chamber-honeybadger", "chamber"),
      ...cards(
        "incense-chamber-honeybadger",
        "collins-incense-edition-goodtimes",
        "incense-goodtimes-sunset",
        "incense-goodtimes-midnight",
      ),
      banner("sachet", "리넨 주머니에 담은 콜린스 사쉐", "/product/collins-sachets", "sachet"),
      card("collins-sachets"),
      blank("tools"),
      ...cards("lighter-mini", "incense-holder"),
    ],
  },
  {
    url: "gift",
    title: "선물하기",
    titleDescription: "한 해를 함께한 사람에게, 고르는 마음까지 전해지도록. 쇼핑백과 메시지 카드를 함께 보내 드려요.",
    promoText: "연말 선물 시즌 · 12월 31일까지 모든 기프트 상품 선물 포장 무료",
    isExpose: true,
    subCategories: [
      { slug: "set", name: "기프트 세트" },
      { slug: "edition", name: "에디션" },
    ],
    blocks: [
      ...cards("collins-incense-giftset", "secret-wish-set", "moodwater-variety-3", "a-card-gift-set-2021cal"),
      banner(
        "gift",
        "연말 선물 에디션, 리본을 두른 선물 상자와 인센스, 무드워터",
        "/collection/gift?subcollection=edition",
        "edition",
      ),
      ...cards(
        "collins-incense-edition-goodtimes",
        "incense-goodtimes-sunset",
        "incense-goodtimes-midnight",
        "collins-incense-mindxmood",
      ),
      blank(),
    ],
  },
  {
    url: "homewear",
    title: "홈웨어",
    titleDescription: "향을 피우는 저녁, 가장 편안한 옷. 여러 번 빨아도 부드러운 소재만 골랐어요.",
    promoText: "리넨 로브 시즌 오프 20% 할인",
    isExpose: true,
    subCategories: [],
    blocks: [
      card("lounge-set"),
      banner("homewear", "라운지 세트와 리넨 로브, 룸 삭스", "/product/lounge-set", "lounge"),
      ...cards("linen-robe", "room-socks"),
      blank(),
    ],
  },
  {
    url: "hygiene",
    title: "위생용품",
    titleDescription: "매일 손에 닿는 것들도 콜린스답게. 카드형 손소독제 에이카드와 무드 솝.",
    promoText: "에이카드 5팩 · 패밀리팩 최대 38% 할인",
    isExpose: true,
    subCategories: [
      { slug: "card", name: "에이카드" },
      { slug: "soap", name: "솝" },
    ],
    blocks: [
      ...cards("a-card", "a-card-5-pack", "a-card-family-pack", "a-card-gift-set-2021cal"),
      banner("hygiene", "에이카드와 무드 솝", "/product/mood-soap-3scents", "soap"),
      card("mood-soap-3scents"),
      blank(),
    ],
  },
  {
    url: "goods",
    title: "굿즈",
    titleDescription: "콜린스의 작은 물건들. 허니배저 친구들과 매일 들고 다니는 것들.",
    promoText: "콜린스 토트백 재고 소진 시까지 무료",
    isExpose: true,
    subCategories: [],
    blocks: [
      ...cards("incense-holder", "collins-tote-bag"),
      banner("goods", "토트백과 인센스 홀더, 허니배저 키링", "/product/keyring-honeybadger", "honeybadger"),
      ...cards("incense-chamber-honeybadger", "keyring-honeybadger"),
      blank(),
    ],
  },
  {
    url: "all",
    title: "전체",
    titleDescription: "콜린스의 모든 제품을 한곳에서.",
    promoText: "3만원 이상 구매 시 무료배송",
    isExpose: true,
    subCategories: [],
    blocks: [
      ...cards(
        "collins-incense",
        "moodwater-discovery-3",
        "collins-incense-giftset",
        "moodwater-yuja",
        "moodwater-violet",
        "moodwater-juniper",
        "incense-chamber-honeybadger",
        "a-card",
      ),
      banner("all", "콜린스 무드워터와 인센스, 무드 솝", "/collection/mood", "mood"),
      ...cards(
        "incense-woody-pr2404",
        "incense-yuja-pr2404",
        "incense-violet-pr2404",
        "collins-incense-mix",
        "collins-incense-mindxmood",
        "collins-incense-edition-goodtimes",
        "incense-goodtimes-sunset",
        "incense-goodtimes-midnight",
        "incense-3-kit",
        "lighter-mini",
        "collins-sachets",
        "secret-wish-set",
      ),
      blank(),
      ...cards(
        "moodwater-variety-3",
        "moodwater-60-yuja",
        "moodwater-60-violet",
        "moodwater-60-juniper",
        "mood-soap-3scents",
        "a-card-5-pack",
        "a-card-family-pack",
        "a-card-gift-set-2021cal",
        "lounge-set",
        "linen-robe",
        "room-socks",
        "incense-holder",
        "collins-tote-bag",
        "keyring-honeybadger",
      ),
    ],
  },
  {
    // A past campaign: hidden from the collection selector, still reachable by its URL.
    url: "holiday-2025",
    title: "홀리데이 2025",
    titleDescription: "2025년 겨울, 한 해를 마무리하며 주고받은 선물들.",
    promoText: "2025 홀리데이 캠페인은 종료되었어요. 올해 연말 선물은 선물하기에서 만나 보세요.",
    isExpose: false,
    subCategories: [],
    blocks: [
      banner("holiday-2025", "지난 홀리데이 2025 캠페인, 올해 연말 선물은 선물하기에서", "/collection/gift", "holiday"),
      ...cards(
        "collins-incense-giftset",
        "secret-wish-set",
        "moodwater-variety-3",
        "collins-incense-edition-goodtimes",
        "lounge-set",
      ),
      blank(),
    ],
  },
];
