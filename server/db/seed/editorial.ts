// Demo editorial content (design/catalog.md "Content"): four makers notes, one of them an
// unpublished draft for the preview route; four offline stores; two playlists of the moodwater films.
import type { ContentBlock, makersNotes, PlaylistTrack } from "../schema";

const DAY_MS = 86_400_000;

const image = (src: string, alt: string, width = 1000, height = 750): ContentBlock => ({
  type: "image",
  src,
  alt,
  width,
  height,
});

const text = (...paragraphs: string[]): ContentBlock[] =>
  paragraphs.map((t): ContentBlock => ({ type: "text", text: t }));

/** A makers note, its product strip named by product slugs. */
type SeedNote = Omit<typeof makersNotes.$inferInsert, "productIds"> & { productSlugs: string[] };

export function seedMakersNotes(now: Date): SeedNote[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      slug: "incense-drying-room",
      productSlugs: ["collins-incense", "collins-incense-mix", "incense-3-kit", "incense-holder"],
      title: "인센스가 마르는 7일",
      summary: "손으로 말아 그늘에서 말리는 일주일, 공방의 건조실을 다녀왔어요.",
      coverImage: "/media/pages/common/howto-incense.webp",
      coverAlt: "건조대 위에 나란히 놓인 인센스 스틱",
      status: "published",
      publishedAt: daysAgo(40),
      blocks: [
        ...text(
          "콜린스 인센스는 경기도의 작은 공방에서 한 개씩 손으로 말아 만듭니다. 반죽을 대나무 심에 입히고 나면, 7일 동안 바람이 잘 드는 그늘에서 천천히 말려요.",
          "빨리 말리면 겉만 단단해지고 속은 덜 말라서, 불을 붙였을 때 향이 고르게 퍼지지 않아요. 그래서 날씨가 습한 여름에는 건조 기간을 하루 이틀 더 둡니다.",
        ),
        { type: "heading", text: "건조실의 하루" },
        ...text(
          "아침마다 장인이 건조대를 돌며 스틱을 한 번씩 뒤집어요. 휘어진 것, 표면이 갈라진 것은 이때 골라냅니다.",
        ),
        image("/media/pages/7f3a9c2e/scene.webp", "나무 선반 위에서 인센스가 마르고 있는 공방 풍경"),
      ],
    },
    {
      slug: "moodwater-on-linen",
      productSlugs: ["moodwater-discovery-3", "moodwater-yuja", "moodwater-60-juniper", "linen-robe"],
      title: "무드워터를 패브릭에 쓰는 법",
      summary: "커튼과 침구에 향을 입히는 거리, 횟수, 그리고 얼룩 걱정 없는 방법.",
      coverImage: "/media/pages/common/howto-moodwater.webp",
      coverAlt: "리넨 커튼에 무드워터를 뿌리는 모습",
      status: "published",
      publishedAt: daysAgo(21),
      blocks: [
        ...text("무드워터는 공간에도, 패브릭에도 쓸 수 있게 만들었어요. 다만 패브릭에는 거리가 중요합니다."),
        {
          type: "list",
          items: [
            "30cm 이상 떨어져서 2~3번 뿌려 주세요.",
            "실크나 가죽처럼 물에 약한 소재는 안쪽 솔기에 먼저 시험해 보세요.",
            "잠들기 10분 전에 뿌리면 향이 부드럽게 가라앉아요.",
          ],
        },
        image("/media/pages/common/care.webp", "잘 개어진 리넨 침구와 무드워터 병"),
      ],
    },
    {
      slug: "winter-gift-wrapping",
      productSlugs: ["collins-incense-giftset", "secret-wish-set", "moodwater-variety-3", "a-card-gift-set-2021cal"],
      title: "겨울 선물 포장 이야기",
      summary: "재생지 상자와 면 리본, 올해 겨울 포장이 바뀐 이유.",
      coverImage: "/media/pages/common/giftwrap.webp",
      coverAlt: "면 리본으로 묶은 재생지 선물 상자",
      status: "published",
      publishedAt: daysAgo(6),
      blocks: [
        ...text(
          "올해 겨울 선물 포장은 비닐 없이 종이와 면으로만 만들었어요. 상자는 재생지, 리본은 표백하지 않은 면입니다.",
          "받는 분이 포장을 풀고 나서도 상자를 다시 쓰실 수 있도록, 뚜껑에는 로고 대신 작은 엠보싱만 남겼어요.",
        ),
        image("/media/pages/7f3a9c2e/notes.webp", "향 노트가 적힌 카드와 선물 상자"),
      ],
    },
    {
      slug: "spring-scent-draft",
      productSlugs: [],
      title: "봄의 향을 준비하며 (작성 중)",
      summary: "아직 공개하지 않은 봄 향 이야기.",
      coverImage: "/media/pages/common/shipping.webp",
      coverAlt: "봄 햇살이 드는 창가의 인센스 홀더",
      status: "draft",
      publishedAt: null,
      blocks: text("벚꽃이 피기 전, 아직 차가운 바람에 섞인 풀 냄새를 향으로 옮겨 보고 있어요."),
    },
  ];
}

export const seedPlaces = [
  {
    name: "콜린스 성수 쇼룸",
    description: "모든 향을 시향하고 선물 포장을 받아 가실 수 있는 플래그십 쇼룸이에요.",
    address: "서울 성동구 연무장길 28-1",
    hours: "매일 12:00 - 20:00 (설·추석 당일 휴무)",
    phone: "02-6953-1969",
    image: "/media/pages/7f3a9c2e/scene.webp",
    position: 0,
  },
  {
    name: "콜린스 한남",
    description: "인센스와 홈웨어를 중심으로 꾸민 작은 편집 매장입니다.",
    address: "서울 용산구 대사관로 35",
    hours: "화-일 11:00 - 19:00 (월요일 휴무)",
    phone: "02-797-1969",
    image: "/media/pages/common/care.webp",
    position: 1,
  },
  {
    name: "더현대 서울 팝업",
    description: "2026년 12월 31일까지 운영하는 겨울 선물 팝업이에요.",
    address: "서울 영등포구 여의대로 108 더현대 서울 B1",
    hours: "월-목 10:30 - 20:00, 금-일 10:30 - 20:30",
    phone: "02-767-2480",
    image: "/media/pages/common/giftwrap.webp",
    position: 2,
  },
  {
    name: "콜린스 부산 전포",
    description: "부산에서 콜린스의 모든 향을 만날 수 있는 곳입니다.",
    address: "부산 부산진구 전포대로 209번길 26",
    hours: "매일 12:00 - 20:00",
    phone: "051-808-1969",
    image: "/media/pages/common/howto-incense.webp",
    position: 3,
  },
];

const film = (scent: string, name: { kr: string; eng: string; jp: string }): PlaylistTrack[] => [
  { title: `${name.kr} 무드워터 필름`, caption: "한국어", videoId: `mw-${scent}-kr` },
  { title: `${name.eng} Moodwater Film`, caption: "English", videoId: `mw-${scent}-eng` },
  { title: `${name.jp} ムードウォーター フィルム`, caption: "日本語", videoId: `mw-${scent}-jp` },
];

export const seedPlaylists = [
  {
    title: "무드워터 오피셜 필름",
    description: "무드워터가 공간을 채우는 30초, 세 가지 언어로 만나보세요.",
    coverImage: "/media/collections/mood.webp",
    tracks: film("official", { kr: "콜린스", eng: "Collins", jp: "コリンズ" }),
    position: 0,
  },
  {
    title: "향으로 듣는 플레이리스트",
    description: "유자, 바이올렛, 주니퍼. 향마다 어울리는 장면과 음악을 골랐어요.",
    coverImage: "/media/collections/fragrance.webp",
    tracks: [
      ...film("yuja", { kr: "유자", eng: "Yuja", jp: "ゆず" }),
      ...film("violet", { kr: "바이올렛", eng: "Violet", jp: "バイオレット" }),
      ...film("juniper", { kr: "주니퍼", eng: "Juniper", jp: "ジュニパー" }),
    ],
    position: 1,
  },
];
