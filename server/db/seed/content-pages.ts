// Demo content pages: the brand story, two special pages, and the terms and privacy policy the
// footer links to (demo text: a real shop replaces it with its lawyer's wording).
import { legalBlocks } from "../../../core/legal-text";
import { PRIVACY_TEXT, TERMS_TEXT } from "../../domain/settings/legal-texts";
import type { ContentBlock } from "../schema";

type SeedPage = {
  slug: string;
  title: string;
  description: string;
  ogImage: string | null;
  blocks: ContentBlock[];
  /** The products the page ends with (its product strip), by slug. */
  productSlugs: string[];
};

const image = (src: string, alt: string, width = 1000, height = 750): ContentBlock => ({
  type: "image",
  src,
  alt,
  width,
  height,
});

const article = (heading: string, ...paragraphs: string[]): ContentBlock[] => [
  { type: "heading", text: heading },
  ...paragraphs.map((text): ContentBlock => ({ type: "text", text })),
];

export const seedContentPages: SeedPage[] = [
  {
    slug: "brandstory",
    productSlugs: ["collins-incense", "moodwater-discovery-3", "collins-incense-giftset", "incense-holder"],
    title: "브랜드 스토리",
    description: "하루의 끝을 정돈하는 향, 콜린스가 향을 만드는 방식.",
    ogImage: "/media/home/hero-desktop.webp",
    blocks: [
      image("/media/home/hero-desktop.webp", "창가에 놓인 콜린스 무드워터와 인센스", 1280, 720),
      ...article(
        "하루의 끝을 정돈하는 향",
        "콜린스는 바쁜 하루가 끝나고 집에 돌아온 순간을 위해 향을 만듭니다. 불을 낮추고, 창을 조금 열고, 인센스 하나에 불을 붙이는 30분. 그 짧은 시간이 하루의 결을 바꾼다고 믿어요.",
        "우리는 향을 많이 만들지 않습니다. 한 가지 향을 1년 가까이 시험하고, 계절이 두 번 바뀌는 동안 같은 방에서 피워본 뒤에야 세상에 내놓아요.",
      ),
      image("/media/pages/common/howto-incense.webp", "인센스를 피우는 손"),
      ...article(
        "천천히, 정직하게",
        "인센스는 국내 공방에서 한 개씩 손으로 말아 7일 동안 그늘에서 말립니다. 무드워터는 공간과 패브릭 어디에나 쓸 수 있도록 알코올 함량을 낮추고 향의 잔향을 길게 설계했어요.",
        "포장은 재생지와 콩기름 잉크로 만들고, 택배 상자 안의 완충재까지 종이로 바꿨습니다.",
      ),
    ],
  },
  {
    slug: "collinsday1969",
    productSlugs: ["collins-incense", "incense-woody-pr2404", "incense-chamber-honeybadger", "collins-incense-mix"],
    title: "COLLINS DAY 1969",
    description: "1969년 여름 어느 하루에서 시작된 향, 콜린스 데이.",
    ogImage: "/media/collections/fragrance.webp",
    blocks: [
      image("/media/collections/fragrance.webp", "노을빛 방 안의 인센스 연기", 1200, 600),
      ...article(
        "1969년 여름, 어느 하루",
        "창문을 열어두면 골목의 나무 냄새와 라디오 소리가 함께 들어오던 여름날. 콜린스 데이는 그 하루의 공기를 향으로 옮긴 기록입니다.",
        "시더우드와 베티버, 말린 무화과와 따뜻한 앰버. 오래된 나무 책상 위에 놓인 레코드처럼, 조용하고 단단한 향이에요.",
      ),
      { type: "list", items: ["탑: 무화과 잎, 베르가못", "미들: 시더우드, 아이리스", "베이스: 베티버, 앰버, 머스크"] },
    ],
  },
  {
    slug: "moodwater-teaser",
    productSlugs: ["moodwater-discovery-3", "moodwater-yuja", "moodwater-violet", "moodwater-juniper"],
    title: "무드워터, 곧 만나요",
    description: "공간에 머무는 향, 콜린스 무드워터가 곧 찾아옵니다.",
    ogImage: "/media/collections/mood.webp",
    blocks: [
      image("/media/collections/mood.webp", "보랏빛 조명 아래 놓인 무드워터 병", 1200, 600),
      ...article(
        "공간에 머무는 향",
        "뿌리는 순간보다 한 시간 뒤가 더 좋은 향을 만들고 싶었어요. 무드워터는 방과 커튼, 침구에 오래 머물도록 설계한 룸 & 패브릭 미스트입니다.",
        "유자, 바이올렛, 주니퍼 세 가지 향으로 먼저 인사드려요. 출시 소식은 카카오톡 채널과 재입고 알림으로 가장 먼저 알려드릴게요.",
      ),
      image("/media/pages/common/howto-moodwater.webp", "패브릭에 무드워터를 뿌리는 모습"),
    ],
  },
  {
    slug: "terms",
    productSlugs: [],
    title: "이용약관",
    description: "콜린스 온라인 스토어 이용약관 (데모 문서).",
    ogImage: null,
    // What /terms shows is the shop setting (server/domain/settings/shop-settings.ts), seeded with this text.
    blocks: legalBlocks(TERMS_TEXT),
  },
  {
    slug: "privacy",
    productSlugs: [],
    title: "개인정보처리방침",
    description: "콜린스 온라인 스토어 개인정보처리방침 (데모 문서).",
    ogImage: null,
    blocks: legalBlocks(PRIVACY_TEXT),
  },
];
