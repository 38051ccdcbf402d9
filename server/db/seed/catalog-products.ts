// Demo catalog: the products. Images live under /media/ and are rendered by
// scripts/media/generate.ts from these very paths:
//   /media/products/{slug}/{1|2|3}.webp   product images, 1000×1000
//   /media/products/{slug}/thumb.webp     thumbnail, 400×400
//   /media/products/{slug}/opt-{key}.webp variation image (scent / colour), 1000×1000
//   /media/pages/{slug|common}/{name}.webp product page content image, 1000×750
//   /media/events/{key}.webp              event banner, 1200×300
import type {
  SeedContentBlock,
  SeedImage,
  SeedPeriod,
  SeedProduct,
  SeedProductPage,
  SeedReview,
  SeedUpSale,
  SeedVariation,
} from "./types";

// ---------------------------------------------------------------------------------------------
// Media helpers

export function productImage(slug: string, n: 1 | 2 | 3, alt: string): SeedImage {
  return { src: `/media/products/${slug}/${n}.webp`, alt, width: 1000, height: 1000 };
}
export function thumb(slug: string): string {
  return `/media/products/${slug}/thumb.webp`;
}
function optionImage(slug: string, key: string, alt: string): SeedImage {
  return { src: `/media/products/${slug}/opt-${key}.webp`, alt, width: 1000, height: 1000 };
}
function pageImage(dir: string, name: string, alt: string): SeedContentBlock {
  return { type: "image", src: `/media/pages/${dir}/${name}.webp`, alt, width: 1000, height: 750 };
}
function eventBanner(key: string, alt: string): SeedImage {
  return { src: `/media/events/${key}.webp`, alt, width: 1200, height: 300 };
}

// ---------------------------------------------------------------------------------------------
// Event periods (read on the seed's clock, server/db/seed/periods.ts): the launches run from a
// few weeks before the day the shop is seeded to a few weeks after it; the year-end events run in
// the last weeks of the seed's year, so a shop seeded in November announces them.

const around = (daysBefore: number, daysAfter: number): SeedPeriod => ({ kind: "around", daysBefore, daysAfter });
// The year-end incense sale is already on (its products are 20 % off), so it runs from late November.
const YEAR_END: SeedPeriod = { kind: "yearly", from: { month: 11, day: 20 }, to: { month: 12, day: 31 } };
const YEAR_END_GIFTS: SeedPeriod = { kind: "yearly", from: { month: 11, day: 15 }, to: { month: 12, day: 31 } };
const GOODTIMES_LAUNCH = around(21, 21);
const HONEYBADGER_FRIENDS = around(14, 45);

/** Up to three product images with Korean alt texts. */
function images(slug: string, name: string, count: 1 | 2 | 3 = 3): SeedImage[] {
  const alts = [`${name} 제품 이미지`, `${name} 연출 이미지`, `${name} 디테일 이미지`];
  return alts.slice(0, count).map((alt, i) => productImage(slug, (i + 1) as 1 | 2 | 3, alt));
}

// ---------------------------------------------------------------------------------------------
// Product page helpers: a page is a list of sections; each section is a navigation tab and a
// heading block with the same anchor, followed by its text, image and list blocks.

type Section = { anchor: string; title: string; blocks: SeedContentBlock[] };

function page(...sections: Section[]): SeedProductPage {
  return {
    navigation: sections.map((s) => ({ title: s.title, anchor: s.anchor })),
    mobile_content: sections.flatMap((s) => [
      { type: "heading" as const, anchor: s.anchor, text: s.title },
      ...s.blocks,
    ]),
  };
}
const text = (t: string): SeedContentBlock => ({ type: "text", text: t });
const list = (...items: string[]): SeedContentBlock => ({ type: "list", items });

function giftWrapSection(): Section {
  return {
    anchor: "gift-wrap",
    title: "선물 포장",
    blocks: [
      text(
        "모든 기프트 상품은 콜린스 쇼핑백과 메시지 카드를 함께 넣어 드려요. 주문서 요청사항에 메시지를 남겨 주시면 손글씨 대신 정갈하게 인쇄해 동봉합니다.",
      ),
      pageImage("common", "giftwrap", "리본을 두른 선물 상자와 쇼핑백, 메시지 카드"),
      list(
        "쇼핑백 1장과 메시지 카드 무료 제공",
        "가격이 표시된 영수증은 동봉하지 않아요.",
        "선물 받는 분의 주소로 바로 보내실 수 있어요.",
      ),
    ],
  };
}

function incenseHowToSection(): Section {
  return {
    anchor: "how-to",
    title: "사용 방법",
    blocks: [
      pageImage("common", "howto-incense", "인센스를 홀더에 꽂고 불을 붙이는 순서"),
      list(
        "인센스 홀더에 스틱을 똑바로 꽂아 주세요.",
        "끝부분에 불을 붙이고 2~3초 뒤 불꽃을 가볍게 흔들어 꺼 주세요.",
        "붉은 불씨가 남아 가느다란 연기가 오르면 준비 끝이에요. 한 개비는 약 30분 동안 타요.",
      ),
      text("창문을 살짝 열어 두면 연기는 빠지고 향만 은은하게 남습니다."),
    ],
  };
}

function incenseCautionSection(): Section {
  return {
    anchor: "caution",
    title: "주의사항",
    blocks: [
      list(
        "불이 붙어 있는 동안 자리를 비우지 마세요.",
        "커튼, 종이 등 타기 쉬운 물건과 떨어진 평평한 곳에서 사용해 주세요.",
        "어린이와 반려동물의 손이 닿지 않는 곳에 두세요.",
        "직사광선을 피해 서늘하고 건조한 곳에 보관해 주세요.",
      ),
    ],
  };
}

function moodwaterHowToSection(): Section {
  return {
    anchor: "how-to",
    title: "사용 방법",
    blocks: [
      pageImage("common", "howto-moodwater", "무드워터를 공간과 패브릭에 뿌리는 방법"),
      list(
        "사용 전 가볍게 흔들어 주세요.",
        "공간에는 머리 위 허공으로 2~3회, 패브릭에는 30cm 이상 떨어져 1~2회 뿌려 주세요.",
        "베개에 뿌릴 때는 잠들기 10분 전에 뿌려 두면 향이 부드럽게 가라앉아요.",
      ),
      text("실크, 가죽 등 물에 약한 소재는 눈에 띄지 않는 곳에 먼저 시험해 주세요."),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Scents

type Scent = { key: string; name: string; line: string; notes: string; stock: number };

/** The nine scents of the incense line; 로즈 is sold out. */
export const SCENTS: Scent[] = [
  {
    key: "woody",
    name: "우드",
    line: "비 갠 뒤 숲길의 젖은 나무껍질, 오래 머무는 차분한 잔향",
    notes: "베르가못 · 시더우드 · 베티버 · 샌달우드",
    stock: 142,
  },
  {
    key: "yuja",
    name: "유자",
    line: "겨울 햇살 아래 막 껍질을 벗긴 유자의 맑은 첫인상",
    notes: "유자 껍질 · 네롤리 · 화이트 머스크",
    stock: 96,
  },
  {
    key: "violet",
    name: "바이올렛",
    line: "제비꽃 잎의 서늘한 초록과 파우더리한 꽃잎, 해 질 녘의 고요함",
    notes: "바이올렛 리프 · 아이리스 · 머스크",
    stock: 64,
  },
  {
    key: "juniper",
    name: "주니퍼",
    line: "새벽 산책길의 주니퍼베리와 소나무, 숨이 깊어지는 청량함",
    notes: "주니퍼베리 · 사이프러스 · 파인",
    stock: 118,
  },
  {
    key: "hinoki",
    name: "히노키",
    line: "편백나무 욕조에 몸을 담근 듯 따뜻하고 보송한 나무 향",
    notes: "히노키 · 유칼립투스 · 캐시미어우드",
    stock: 57,
  },
  {
    key: "rose",
    name: "로즈",
    line: "이슬 맺힌 장미 꽃잎 위로 가볍게 번지는 차 향",
    notes: "다마스크 로즈 · 리치 · 화이트티",
    stock: 0,
  },
  {
    key: "earlgrey",
    name: "얼그레이",
    line: "베르가못이 감도는 홍차 한 잔, 오후 네 시의 여유",
    notes: "베르가못 · 블랙티 · 통카빈",
    stock: 33,
  },
  {
    key: "amber",
    name: "앰버",
    line: "해 질 녘 호박빛 햇살처럼 따스한 바닐라와 레진",
    notes: "앰버 · 벤조인 · 바닐라",
    stock: 21,
  },
  {
    key: "seasalt",
    name: "씨솔트",
    line: "바닷바람에 실린 소금기와 햇볕에 바싹 마른 리넨",
    notes: "씨솔트 · 세이지 · 드리프트우드",
    stock: 75,
  },
];
function scent(key: string): Scent {
  const s = SCENTS.find((x) => x.key === key);
  if (!s) throw new Error(`unknown scent ${key}`);
  return s;
}

const INCENSE_BUNDLE_UPSALES: SeedUpSale[] = [
  {
    productSlug: "incense-3-kit",
    add_product_thumbnail: thumb("incense-3-kit"),
    add_product_wording: "인센스와 함께 담으면 30% 할인된 3,500원",
  },
  {
    productSlug: "lighter-mini",
    add_product_thumbnail: thumb("lighter-mini"),
    add_product_wording: "함께 구매 시 베이직 1,900원 · 메탈 2,400원",
  },
];

// ---------------------------------------------------------------------------------------------
// Reviews (ratings chosen so the averages exercise half-star rounding)

function reviews(...rows: [string, SeedReview["rating"], string, number, string[]?][]): SeedReview[] {
  return rows.map(([author, rating, content, daysAgo, images]) => ({
    author,
    rating,
    content,
    daysAgo,
    ...(images ? { images } : {}),
  }));
}

// ---------------------------------------------------------------------------------------------
// Fragrance: incense

const collinsIncense: SeedProduct = {
  slug: "collins-incense",
  type: "variable",
  name: "콜린스 인센스",
  title: "콜린스 인센스",
  sub_title: "하루의 끝을 정돈하는 30분의 향",
  display_title1: "콜린스 인센스",
  display_title2: "우드 · 유자 · 바이올렛 외 6가지 향",
  description:
    "천연 원료를 손으로 한 올씩 입혀 말린 스틱 인센스예요. 연기는 가늘고 향은 맑게 퍼지도록 배합을 다듬었습니다. 한 상자에 20개비, 한 개비는 약 30분 동안 타요.",
  regularPrice: 15000,
  listed: true,
  images: images("collins-incense", "콜린스 인센스"),
  thumbnail: thumb("collins-incense"),
  paths: [{ collection: "fragrance", subCategory: "incense" }, { collection: "all" }],
  attributes: [{ name: "향", options: SCENTS.map((s) => s.name) }],
  variations: SCENTS.map(
    (s): SeedVariation => ({
      attributes: [{ name: "향", option: s.name }],
      regularPrice: 15000,
      stock: s.stock,
      image: optionImage("collins-incense", s.key, `콜린스 인센스 ${s.name}`),
    }),
  ),
  upSales: [
    ...INCENSE_BUNDLE_UPSALES,
    {
      productSlug: "incense-chamber-honeybadger",
      add_product_thumbnail: thumb("incense-chamber-honeybadger"),
      add_product_wording: "미니 인센스 5종 구성을 10% 할인된 14,310원에",
    },
  ],
  crossSales: [
    {
      productSlug: "collins-incense-giftset",
      bro_product_title: "기프트세트",
      bro_product_thumbnail: thumb("collins-incense-giftset"),
      bro_product_wording: "선물용 상자에 담긴 3종 · 5종 구성",
    },
    {
      productSlug: "collins-incense-mix",
      bro_product_title: "믹스",
      bro_product_thumbnail: thumb("collins-incense-mix"),
      bro_product_wording: "여러 향을 조금씩 맡아 보고 싶다면",
    },
  ],
  related: ["incense-holder", "collins-sachets", "incense-chamber-honeybadger", "moodwater-discovery-3"],
  promo_text: "3만원 이상 구매 시 사쉐 샘플 증정",
  is_npay_available: true,
  shipping_available_today: true,
  event: {
    title: "인센스 함께 담기 혜택",
    description:
      "콜린스 인센스와 함께 담으면 3종 키트는 3,500원, 라이터 미니는 1,900원부터. 장바구니에서 자동으로 할인돼요.",
    bannerImage: eventBanner("incense-bundle", "인센스 함께 담기 혜택, 3종 키트 3,500원·라이터 미니 1,900원부터"),
    link: "/collection/fragrance?subcollection=tools",
    period: around(30, 60),
  },
  page: page(
    {
      anchor: "story",
      title: "브랜드 이야기",
      blocks: [
        text(
          "콜린스는 하루의 마지막 30분을 위한 향을 만듭니다. 불을 붙이고, 연기가 오르는 것을 바라보고, 향이 방 안에 내려앉을 때까지. 그 짧은 시간이 하루를 정리하는 의식이 되기를 바랐어요.",
        ),
        pageImage("collins-incense", "scene", "창가 협탁 위에 놓인 콜린스 인센스"),
      ],
    },
    {
      anchor: "scent",
      title: "향 소개",
      blocks: [
        text("계절과 기분에 따라 고를 수 있도록 아홉 가지 향을 준비했어요."),
        pageImage("collins-incense", "notes", "콜린스 인센스 향의 구성을 표현한 이미지"),
        list(...SCENTS.map((s) => `${s.name} — ${s.line}`)),
      ],
    },
    {
      anchor: "contents",
      title: "구성",
      blocks: [
        pageImage("collins-incense", "contents", "콜린스 인센스 상자와 스틱"),
        list("인센스 스틱 20개비 (길이 약 20cm)", "연소 시간 개비당 약 30분", "종이 상자 포장 (홀더 미포함)"),
      ],
    },
    incenseHowToSection(),
    incenseCautionSection(),
    giftWrapSection(),
  ),
  reviews: reviews(
    [
      "김*연",
      5,
      "우드 향 세 번째 재구매예요. 자기 전에 한 개비 피우면 방 공기가 달라져요.",
      3,
      ["/media/pages/collins-incense/scene.webp"],
    ],
    ["박*준", 5, "유자는 생각보다 훨씬 산뜻해요. 아침에 피워도 무겁지 않아서 좋네요.", 8],
    ["이*은", 4, "향은 정말 좋은데 연기가 조금 있는 편이라 창문을 열고 써요.", 12],
    ["최*현", 5, "주니퍼 향이 숲에 온 것 같아요. 선물용으로 두 개 더 샀습니다.", 19],
    ["정*아", 4, "바이올렛은 은은하고 파우더리해요. 포장도 깔끔합니다.", 27],
    ["한*우", 3, "얼그레이는 제 취향보다 조금 달았어요. 다른 향은 만족해요.", 34],
    ["윤*서", 5, "히노키 피워 두고 샤워하고 나오면 료칸에 온 기분이에요.", 41],
    ["오*민", 4, "배송이 정말 빨랐어요. 다음엔 로즈 재입고되면 사 보려고요.", 55],
  ),
  salesCount: 1840,
};

const collinsIncenseGiftset: SeedProduct = {
  slug: "collins-incense-giftset",
  type: "variable",
  name: "콜린스 인센스 기프트세트",
  title: "콜린스 인센스 기프트세트",
  sub_title: "마음을 전하기 좋은 향의 조합",
  display_title1: "콜린스 인센스 기프트세트",
  display_title2: "인센스 3종 · 5종과 세라믹 홀더",
  description:
    "서로 잘 어울리는 향을 골라 세라믹 홀더와 함께 선물 상자에 담았어요. 쇼핑백과 메시지 카드를 함께 보내 드리고, 카카오톡 선물하기로도 보낼 수 있습니다.",
  regularPrice: 39000,
  listed: true,
  images: images("collins-incense-giftset", "콜린스 인센스 기프트세트"),
  thumbnail: thumb("collins-incense-giftset"),
  paths: [
    { collection: "gift", subCategory: "set" },
    { collection: "fragrance", subCategory: "incense" },
    { collection: "all" },
    { collection: "holiday-2025" },
  ],
  attributes: [{ name: "구성", options: ["클래식 3종", "플로럴 3종", "시그니처 5종"] }],
  variations: [
    {
      attributes: [{ name: "구성", option: "클래식 3종" }],
      regularPrice: 39000,
      stock: 48,
      image: optionImage("collins-incense-giftset", "classic", "기프트세트 클래식 3종 (우드, 유자, 주니퍼)"),
    },
    {
      attributes: [{ name: "구성", option: "플로럴 3종" }],
      regularPrice: 39000,
      stock: 26,
      image: optionImage("collins-incense-giftset", "floral", "기프트세트 플로럴 3종 (바이올렛, 로즈, 히노키)"),
    },
    {
      attributes: [{ name: "구성", option: "시그니처 5종" }],
      regularPrice: 59000,
      salePrice: 53100,
      stock: 17,
      image: optionImage("collins-incense-giftset", "signature", "기프트세트 시그니처 5종"),
    },
  ],
  upSales: [INCENSE_BUNDLE_UPSALES[1] as SeedUpSale],
  related: ["secret-wish-set", "moodwater-variety-3", "collins-incense-edition-goodtimes", "collins-incense"],
  promo_text: "카카오톡 선물하기로도 보낼 수 있어요",
  is_npay_available: true,
  shipping_available_today: true,
  gift_shop_url: "https://gift.kakao.com/product/0000000",
  event: {
    title: "연말 선물 포장 무료",
    description: "12월 31일까지 기프트 상품은 쇼핑백과 메시지 카드를 무료로 함께 보내 드려요.",
    bannerImage: eventBanner("gift-wrap", "연말 선물 포장 무료, 쇼핑백과 메시지 카드 함께"),
    link: "/collection/gift",
    period: YEAR_END_GIFTS,
  },
  page: page(
    {
      anchor: "contents",
      title: "구성",
      blocks: [
        pageImage("collins-incense-giftset", "contents", "기프트세트 상자와 인센스"),
        list(
          "클래식 3종 — 우드, 유자, 주니퍼 (각 20개비)",
          "플로럴 3종 — 바이올렛, 로즈, 히노키 (각 20개비)",
          "시그니처 5종 — 우드, 유자, 바이올렛, 주니퍼, 얼그레이 (각 20개비)",
          "공통 — 세라믹 인센스 홀더 1개, 향 안내 카드",
        ),
      ],
    },
    giftWrapSection(),
    {
      anchor: "kakao-gift",
      title: "카카오톡 선물하기",
      blocks: [
        text(
          "주소를 몰라도 괜찮아요. 카카오톡 선물하기에서 받는 분이 직접 배송지를 입력하고, 원하는 구성으로 바꿀 수도 있어요.",
        ),
        list(
          "상품 페이지의 ‘선물하기’ 버튼을 눌러 주세요.",
          "카카오톡 선물하기 페이지에서 받는 분을 고르고 결제해 주세요.",
        ),
      ],
    },
  ),
  reviews: reviews(
    [
      "서*진",
      5,
      "집들이 선물로 보냈는데 상자가 고급스러워서 반응이 좋았어요.",
      6,
      ["/media/products/collins-incense-giftset/2.webp"],
    ],
    ["강*희", 4, "클래식 구성이 무난하게 다 좋아요. 홀더도 예쁩니다.", 15],
    ["임*호", 4, "카카오톡 선물하기로 보냈어요. 받는 분이 주소 입력하니 편했어요.", 22],
    ["조*린", 4, "플로럴 3종 향이 다 달라서 골라 쓰는 재미가 있대요.", 38],
    ["신*영", 4, "메시지 카드가 인쇄돼서 와서 깔끔했어요.", 60],
  ),
  salesCount: 960,
};

function pr2404(
  key: "woody" | "yuja" | "violet",
  stock: number,
  salesCount: number,
  extra: Partial<SeedProduct>,
): SeedProduct {
  const s = scent(key);
  const slug = `incense-${key}-pr2404`;
  return {
    slug,
    type: "simple",
    name: `콜린스 인센스 ${s.name}`,
    title: `[연말 기획전] 콜린스 인센스 ${s.name}`,
    sub_title: s.line,
    display_title1: `콜린스 인센스 ${s.name}`,
    display_title2: "연말 기획전 20% 할인",
    description: `12월 31일까지 ${s.name} 인센스를 20% 할인된 가격에 만나 보세요. 구성과 품질은 정가 상품과 같아요. 20개비, 개비당 약 30분.`,
    regularPrice: 15000,
    salePrice: 12000,
    stock,
    listed: true,
    images: images(slug, `콜린스 인센스 ${s.name}`, 2),
    thumbnail: thumb(slug),
    paths: [{ collection: "fragrance", subCategory: "incense" }, { collection: "all" }],
    upSales: INCENSE_BUNDLE_UPSALES,
    related: ["collins-incense", "incense-holder", "lighter-mini"],
    promo_text: "연말 기획전 · 3만원 이상 구매 시 사쉐 샘플 증정",
    is_npay_available: true,
    shipping_available_today: false,
    event: {
      title: "연말 인센스 기획전",
      description: "한 해를 정리하는 저녁에. 우드, 유자, 바이올렛 세 가지 향을 12월 31일까지 20% 할인해요.",
      bannerImage: eventBanner("year-end-incense", "연말 인센스 기획전, 우드·유자·바이올렛 12월 31일까지 20% 할인"),
      link: "/collection/fragrance?subcollection=incense",
      period: YEAR_END,
    },
    page: page(
      {
        anchor: "benefit",
        title: "기획전 혜택",
        blocks: [
          text(
            `정가 15,000원의 ${s.name} 인센스를 12,000원에 드려요. 3종 키트와 라이터 미니를 함께 담으면 장바구니에서 추가로 할인됩니다.`,
          ),
          list(
            "기획전 기간: 11월 20일 ~ 12월 31일",
            "3만원 이상 구매 시 사쉐 샘플 1개 증정",
            "1인 구매 수량 제한 없음",
          ),
        ],
      },
      {
        anchor: "scent",
        title: "향 소개",
        blocks: [
          pageImage(slug, "notes", `${s.name} 향의 구성을 표현한 이미지`),
          text(s.line),
          list(`노트: ${s.notes}`),
        ],
      },
      incenseHowToSection(),
    ),
    salesCount,
    ...extra,
  };
}

const incenseWoodyPr2404 = pr2404("woody", 80, 612, {
  reviews: reviews(
    ["문*경", 5, "할인할 때 세 상자 쟁였어요. 우드는 실패가 없네요.", 4],
    ["배*수", 4, "잔향이 오래가요. 연기는 약간 있는 편.", 9],
    ["황*나", 4, "서재에서 쓰기 딱 좋은 차분한 향이에요.", 13],
    ["송*재", 5, "기획전 가격이면 무조건 사야죠.", 21],
  ),
});
const incenseYujaPr2404 = pr2404("yuja", 64, 455, { shipping_available_today: true });
const incenseVioletPr2404 = pr2404("violet", 12, 238, {});

const collinsIncenseMix: SeedProduct = {
  slug: "collins-incense-mix",
  type: "simple",
  name: "콜린스 인센스 믹스",
  title: "콜린스 인센스 믹스",
  sub_title: "여섯 가지 향을 조금씩, 취향을 찾는 상자",
  display_title1: "콜린스 인센스 믹스",
  display_title2: "6가지 향 × 4개비",
  description:
    "우드, 유자, 바이올렛, 주니퍼, 히노키, 얼그레이를 4개비씩 담았어요. 처음 콜린스를 만나는 분께, 또는 그날그날 기분에 따라 향을 바꾸고 싶은 분께 권해요.",
  regularPrice: 18000,
  stock: 72,
  listed: true,
  images: images("collins-incense-mix", "콜린스 인센스 믹스"),
  thumbnail: thumb("collins-incense-mix"),
  paths: [{ collection: "fragrance", subCategory: "incense" }, { collection: "all" }],
  upSales: [INCENSE_BUNDLE_UPSALES[1] as SeedUpSale],
  related: ["collins-incense", "incense-3-kit", "incense-holder"],
  promo_text: "3만원 이상 구매 시 사쉐 샘플 증정",
  is_npay_available: true,
  shipping_available_today: false,
  page: page(
    {
      anchor: "contents",
      title: "구성",
      blocks: [
        pageImage("collins-incense-mix", "contents", "인센스 믹스 상자와 여섯 가지 색의 스틱"),
        list(
          "우드 · 유자 · 바이올렛 · 주니퍼 · 히노키 · 얼그레이 각 4개비",
          "총 24개비, 개비당 약 30분",
          "향 안내 카드 1장",
        ),
      ],
    },
    {
      anchor: "scent",
      title: "향 소개",
      blocks: [
        text("스틱 끝의 색으로 향을 구분할 수 있어요."),
        list(
          ...["woody", "yuja", "violet", "juniper", "hinoki", "earlgrey"].map(
            (k) => `${scent(k).name} — ${scent(k).line}`,
          ),
        ),
      ],
    },
    incenseHowToSection(),
  ),
  reviews: reviews(
    ["안*희", 4, "여러 향을 맡아 볼 수 있어서 좋았어요. 최애는 히노키.", 7],
    ["류*진", 4, "선물로도 괜찮을 것 같아요.", 16],
    ["전*혁", 3, "개비 수가 조금 적은 느낌이에요.", 25],
    ["고*은", 5, "이걸로 제 향을 찾았어요. 바로 본품 주문했습니다.", 31],
    ["남*윤", 4, "색으로 구분되는 게 귀여워요.", 44],
  ),
  salesCount: 734,
};

const collinsIncenseMindxmood: SeedProduct = {
  slug: "collins-incense-mindxmood",
  type: "simple",
  name: "콜린스 인센스 마인드x무드",
  title: "콜린스 인센스 마인드x무드",
  sub_title: "명상 앱 ‘마인드’와 함께 만든 두 가지 향",
  display_title1: "콜린스 인센스 마인드x무드",
  display_title2: "히노키 · 바이올렛 협업 에디션",
  description:
    "명상 앱 마인드와 함께, 호흡에 집중하는 10분을 위한 향을 만들었어요. 아침에는 맑은 히노키, 저녁에는 고요한 바이올렛. 두 가지 향이 10개비씩 들어 있어요.",
  regularPrice: 22000,
  salePrice: 19800,
  stock: 38,
  listed: true,
  images: images("collins-incense-mindxmood", "콜린스 인센스 마인드x무드"),
  thumbnail: thumb("collins-incense-mindxmood"),
  paths: [
    { collection: "fragrance", subCategory: "incense" },
    { collection: "gift", subCategory: "edition" },
    { collection: "all" },
  ],
  upSales: INCENSE_BUNDLE_UPSALES,
  related: ["collins-incense-edition-goodtimes", "collins-incense", "incense-holder"],
  promo_text: "협업 에디션 10% 할인",
  is_npay_available: true,
  shipping_available_today: false,
  page: page(
    {
      anchor: "story",
      title: "협업 이야기",
      blocks: [
        text(
          "‘마인드’의 명상 가이드를 들으며 향을 피우는 사람들이 많다는 이야기에서 시작했어요. 가이드 한 편의 길이에 맞춰 10분 동안 가장 좋은 향이 나도록 스틱의 굵기를 다시 조정했습니다.",
        ),
        pageImage("collins-incense-mindxmood", "scene", "조용한 방 협탁 위의 마인드x무드 인센스"),
      ],
    },
    {
      anchor: "scent",
      title: "향 소개",
      blocks: [
        pageImage("collins-incense-mindxmood", "notes", "히노키와 바이올렛 향의 구성"),
        list(`마인드 (히노키) — ${scent("hinoki").line}`, `무드 (바이올렛) — ${scent("violet").line}`),
      ],
    },
    incenseHowToSection(),
  ),
  salesCount: 301,
};

const goodtimesEdition: SeedProduct = {
  slug: "collins-incense-edition-goodtimes",
  type: "variable",
  name: "굿타임즈 에디션",
  title: "콜린스 인센스 굿타임즈 에디션",
  sub_title: "좋은 시간에는 좋은 향을",
  display_title1: "굿타임즈 에디션",
  display_title2: "선셋 · 미드나잇 한정 인센스",
  description:
    "여름 저녁의 노을과 한밤의 고요를 담은 한정 에디션이에요. 선셋은 감귤과 무화과, 미드나잇은 라벤더와 통카빈. 둘을 함께 담은 세트도 준비했어요.",
  regularPrice: 16000,
  listed: true,
  images: images("collins-incense-edition-goodtimes", "굿타임즈 에디션"),
  thumbnail: thumb("collins-incense-edition-goodtimes"),
  paths: [
    { collection: "gift", subCategory: "edition" },
    { collection: "fragrance", subCategory: "incense" },
    { collection: "all" },
    { collection: "holiday-2025" },
  ],
  attributes: [{ name: "구성", options: ["선셋", "미드나잇", "선셋 + 미드나잇 세트"] }],
  variations: [
    {
      attributes: [{ name: "구성", option: "선셋" }],
      regularPrice: 16000,
      stock: 40,
      image: optionImage("collins-incense-edition-goodtimes", "sunset", "굿타임즈 선셋"),
    },
    {
      attributes: [{ name: "구성", option: "미드나잇" }],
      regularPrice: 16000,
      stock: 9,
      image: optionImage("collins-incense-edition-goodtimes", "midnight", "굿타임즈 미드나잇"),
    },
    {
      attributes: [{ name: "구성", option: "선셋 + 미드나잇 세트" }],
      regularPrice: 32000,
      salePrice: 28800,
      stock: 22,
      image: optionImage("collins-incense-edition-goodtimes", "duo", "굿타임즈 선셋과 미드나잇 세트"),
    },
  ],
  related: ["incense-goodtimes-sunset", "incense-goodtimes-midnight", "collins-incense-mindxmood"],
  promo_text: "세트 구매 시 10% 할인",
  is_npay_available: true,
  shipping_available_today: false,
  event: {
    title: "굿타임즈 에디션 출시",
    description: "한정 수량으로 만든 선셋과 미드나잇. 세트로 담으면 10% 할인해요.",
    bannerImage: eventBanner("goodtimes", "굿타임즈 에디션 출시, 선셋과 미드나잇 세트로 담으면 10% 할인"),
    link: "/collection/gift?subcollection=edition",
    period: GOODTIMES_LAUNCH,
  },
  page: page(
    {
      anchor: "story",
      title: "에디션 소개",
      blocks: [
        text(
          "친구들과 오래 이야기하던 여름밤을 떠올리며 만든 에디션이에요. 노을이 지는 시간과 모두가 잠든 시간, 두 장면을 향으로 옮겼습니다.",
        ),
        pageImage("collins-incense-edition-goodtimes", "scene", "굿타임즈 에디션이 놓인 저녁의 방"),
      ],
    },
    {
      anchor: "scent",
      title: "향 소개",
      blocks: [
        pageImage("collins-incense-edition-goodtimes", "notes", "선셋과 미드나잇 향의 구성"),
        list("선셋 — 만다린 · 무화과 잎 · 앰버리 우드", "미드나잇 — 라벤더 · 통카빈 · 머스크"),
      ],
    },
    {
      anchor: "contents",
      title: "구성",
      blocks: [list("단품: 인센스 20개비", "세트: 선셋 20개비 + 미드나잇 20개비, 에디션 전용 슬리브 상자")],
    },
    giftWrapSection(),
  ),
  salesCount: 420,
  launchedDaysAgo: 21,
};

function goodtimesVariant(
  key: "sunset" | "midnight",
  name: string,
  notes: string,
  stock: number,
  salesCount: number,
): SeedProduct {
  const slug = `incense-goodtimes-${key}`;
  return {
    slug,
    type: "simple",
    name: `굿타임즈 인센스 ${name}`,
    title: `굿타임즈 인센스 ${name}`,
    sub_title: key === "sunset" ? "노을이 번지는 여름 저녁" : "모두가 잠든 한밤의 고요",
    display_title1: `굿타임즈 인센스 ${name}`,
    display_title2: "굿타임즈 에디션 단품",
    description: `굿타임즈 에디션의 ${name}을 단품으로 만나 보세요. ${notes}. 20개비, 개비당 약 30분.`,
    regularPrice: 16000,
    stock,
    listed: true,
    images: images(slug, `굿타임즈 인센스 ${name}`, 2),
    thumbnail: thumb(slug),
    paths: [
      { collection: "gift", subCategory: "edition" },
      { collection: "fragrance", subCategory: "incense" },
      { collection: "all" },
    ],
    related: [
      "collins-incense-edition-goodtimes",
      key === "sunset" ? "incense-goodtimes-midnight" : "incense-goodtimes-sunset",
    ],
    is_npay_available: true,
    shipping_available_today: false,
    event: {
      title: "굿타임즈 에디션 출시",
      description: "한정 수량으로 만든 선셋과 미드나잇. 세트로 담으면 10% 할인해요.",
      bannerImage: eventBanner("goodtimes", "굿타임즈 에디션 출시, 선셋과 미드나잇 세트로 담으면 10% 할인"),
      link: "/product/collins-incense-edition-goodtimes",
      period: GOODTIMES_LAUNCH,
    },
    page: page(
      { anchor: "scent", title: "향 소개", blocks: [pageImage(slug, "notes", `${name} 향의 구성`), text(`${notes}.`)] },
      incenseHowToSection(),
    ),
    salesCount,
    launchedDaysAgo: 21,
  };
}

// ---------------------------------------------------------------------------------------------
// Fragrance: chamber, tools, sachets

const CHAMBER_COLORS = [
  { key: "honey", name: "허니 옐로우", stock: [34, 18] },
  { key: "charcoal", name: "차콜 블랙", stock: [21, 7] },
  // every variation of this colour is sold out
  { key: "milk", name: "밀크 화이트", stock: [0, 0] },
] as const;
export const CHAMBER_FIVE = "챔버 + 미니 인센스 5종";
export const CHAMBER_COLOR_NAMES = CHAMBER_COLORS.map((c) => c.name);

const incenseChamber: SeedProduct = {
  slug: "incense-chamber-honeybadger",
  type: "variable",
  name: "인센스 챔버 허니배저",
  title: "인센스 챔버 허니배저",
  sub_title: "연기를 품었다가 천천히 내보내는 작은 도자기 집",
  display_title1: "인센스 챔버 허니배저",
  display_title2: "색상 3가지 · 미니 인센스 구성",
  description:
    "콜린스의 마스코트 허니배저를 닮은 도자기 인센스 챔버예요. 안쪽에 인센스를 눕혀 두면 연기가 등 위의 작은 구멍으로 천천히 올라옵니다. 재가 밖으로 떨어지지 않아 책상 위에서도 깔끔해요.",
  regularPrice: 12900,
  listed: true,
  images: images("incense-chamber-honeybadger", "인센스 챔버 허니배저"),
  thumbnail: thumb("incense-chamber-honeybadger"),
  paths: [{ collection: "fragrance", subCategory: "chamber" }, { collection: "goods" }, { collection: "all" }],
  attributes: [
    { name: "색상", options: CHAMBER_COLORS.map((c) => c.name) },
    { name: "구성", options: ["챔버 단품", CHAMBER_FIVE] },
  ],
  variations: CHAMBER_COLORS.flatMap((c): SeedVariation[] => [
    {
      attributes: [
        { name: "색상", option: c.name },
        { name: "구성", option: "챔버 단품" },
      ],
      regularPrice: 12900,
      stock: c.stock[0],
      image: optionImage("incense-chamber-honeybadger", c.key, `인센스 챔버 ${c.name}`),
    },
    {
      // the five-scent option: 15,900 won, 14,310 won (-10%) with the add-on promotion
      attributes: [
        { name: "색상", option: c.name },
        { name: "구성", option: CHAMBER_FIVE },
      ],
      regularPrice: 15900,
      stock: c.stock[1],
      image: optionImage("incense-chamber-honeybadger", `${c.key}-five`, `인센스 챔버 ${c.name}와 미니 인센스 5종`),
    },
  ]),
  crossSales: [
    {
      productSlug: "keyring-honeybadger",
      bro_product_title: "허니배저 키링",
      bro_product_thumbnail: thumb("keyring-honeybadger"),
      bro_product_wording: "챔버와 꼭 닮은 작은 키링",
    },
  ],
  related: ["keyring-honeybadger", "collins-incense", "lighter-mini"],
  promo_text: "인센스와 함께 담으면 미니 인센스 5종 구성 10% 할인",
  is_npay_available: true,
  shipping_available_today: false,
  event: {
    title: "허니배저 프렌즈",
    description: "챔버와 키링, 허니배저 친구들을 소개합니다.",
    bannerImage: eventBanner("honeybadger", "허니배저 프렌즈, 인센스 챔버와 키링"),
    link: "/collection/goods",
    period: HONEYBADGER_FRIENDS,
  },
  page: page(
    {
      anchor: "intro",
      title: "제품 소개",
      blocks: [
        text("손으로 빚어 두 번 구운 도자기예요. 유약의 흐름이 하나하나 달라서 같은 색이라도 표정이 조금씩 다릅니다."),
        pageImage("incense-chamber-honeybadger", "scene", "협탁 위의 허니배저 인센스 챔버"),
      ],
    },
    {
      anchor: "colors",
      title: "색상 안내",
      blocks: [
        list(
          "허니 옐로우 — 꿀빛 유약에 은회색 등 무늬",
          "차콜 블랙 — 무광 검정에 밝은 회색 등 무늬",
          "밀크 화이트 — 우유빛 유약 (현재 품절, 6월 재입고 예정)",
        ),
      ],
    },
    {
      anchor: "contents",
      title: "구성",
      blocks: [
        pageImage("incense-chamber-honeybadger", "contents", "인센스 챔버와 미니 인센스"),
        list(
          "챔버 단품: 도자기 챔버 1개 (가로 11cm, 높이 9cm)",
          "챔버 + 미니 인센스 5종: 챔버 1개, 우드 · 유자 · 바이올렛 · 주니퍼 · 히노키 미니 인센스 각 4개비",
        ),
      ],
    },
    {
      anchor: "how-to",
      title: "사용 방법",
      blocks: [
        list(
          "챔버 뒤쪽 뚜껑을 열고 인센스에 불을 붙여 받침 위에 눕혀 주세요.",
          "뚜껑을 닫으면 연기가 등의 구멍으로 천천히 올라와요.",
          "다 탄 뒤 재는 받침째 꺼내 털어 주세요.",
        ),
      ],
    },
    {
      anchor: "caution",
      title: "주의사항",
      blocks: [
        list(
          "사용 중이거나 사용 직후에는 챔버가 뜨거우니 만지지 마세요.",
          "전자레인지, 식기세척기에는 사용할 수 없어요.",
          "수제 도자기 특성상 작은 기포나 유약 얼룩이 있을 수 있어요.",
        ),
      ],
    },
  ),
  reviews: reviews(
    [
      "유*아",
      5,
      "너무 귀여워요. 등에서 연기 나오는 거 보고 한참 웃었어요.",
      2,
      ["/media/pages/incense-chamber-honeybadger/scene.webp"],
    ],
    ["노*훈", 5, "재가 안 날려서 책상에서 쓰기 좋아요.", 10],
    ["하*은", 5, "차콜 블랙 실물이 훨씬 예뻐요.", 18],
    ["구*정", 5, "미니 인센스 구성으로 샀는데 향 고르는 재미가 있어요.", 29],
    ["염*희", 4, "밀크 화이트 재입고되면 하나 더 살래요.", 36],
    ["변*우", 5, "선물했더니 다들 어디서 샀냐고 물어봐요.", 50],
  ),
  salesCount: 688,
  launchedDaysAgo: 14,
};

const keyringHoneybadger: SeedProduct = {
  slug: "keyring-honeybadger",
  type: "simple",
  name: "허니배저 키링",
  title: "허니배저 키링",
  sub_title: "가방 속에서 함께 다니는 작은 허니배저",
  display_title1: "허니배저 키링",
  display_title2: "도자기 참 키링",
  description:
    "인센스 챔버와 같은 유약으로 구운 작은 도자기 참에 은색 키링을 달았어요. 지금은 모두 판매되어 재입고를 준비하고 있어요. 재입고 알림을 신청하시면 가장 먼저 알려 드릴게요.",
  regularPrice: 9800,
  stock: 0,
  listed: true,
  images: images("keyring-honeybadger", "허니배저 키링", 2),
  thumbnail: thumb("keyring-honeybadger"),
  paths: [{ collection: "goods" }, { collection: "all" }],
  related: ["incense-chamber-honeybadger", "collins-tote-bag"],
  is_npay_available: true,
  shipping_available_today: false,
  event: {
    title: "허니배저 프렌즈",
    description: "챔버와 키링, 허니배저 친구들을 소개합니다.",
    bannerImage: eventBanner("honeybadger", "허니배저 프렌즈, 인센스 챔버와 키링"),
    link: "/collection/goods",
    period: HONEYBADGER_FRIENDS,
  },
  page: page(
    {
      anchor: "intro",
      title: "제품 소개",
      blocks: [
        pageImage("keyring-honeybadger", "contents", "허니배저 키링과 인센스 챔버"),
        list("크기: 가로 4cm, 높이 3.5cm", "소재: 도자기, 스테인리스 링"),
      ],
    },
    {
      anchor: "restock",
      title: "재입고 안내",
      blocks: [
        text(
          "한 번 굽는 데 3주가 걸려 조금씩만 만들고 있어요. 재입고 알림을 신청하시면 판매를 다시 시작할 때 문자로 알려 드립니다.",
        ),
      ],
    },
  ),
  reviews: reviews(["추*영", 5, "가방에 달고 다니는데 볼 때마다 기분이 좋아요.", 70]),
  salesCount: 512,
  launchedDaysAgo: 14,
};

const lighterMini: SeedProduct = {
  slug: "lighter-mini",
  type: "variable",
  name: "라이터 미니",
  title: "라이터 미니",
  sub_title: "인센스 곁에 두는 손가락만 한 라이터",
  display_title1: "라이터 미니",
  display_title2: "베이직 · 메탈",
  description:
    "인센스 상자 옆에 두기 좋은 작은 가스 라이터예요. 가볍고 손에 잘 쥐어지는 베이직과, 묵직한 스테인리스 바디의 메탈 두 가지로 준비했어요.",
  regularPrice: 2500,
  listed: true,
  images: images("lighter-mini", "라이터 미니"),
  thumbnail: thumb("lighter-mini"),
  paths: [{ collection: "fragrance", subCategory: "tools" }, { collection: "all" }],
  attributes: [{ name: "타입", options: ["베이직", "메탈"] }],
  variations: [
    {
      attributes: [{ name: "타입", option: "베이직" }],
      regularPrice: 2500,
      stock: 200,
      image: optionImage("lighter-mini", "basic", "라이터 미니 베이직"),
    },
    {
      attributes: [{ name: "타입", option: "메탈" }],
      regularPrice: 3000,
      stock: 85,
      image: optionImage("lighter-mini", "metal", "라이터 미니 메탈"),
    },
  ],
  related: ["collins-incense", "incense-holder", "incense-3-kit"],
  promo_text: "인센스와 함께 담으면 베이직 1,900원 · 메탈 2,400원",
  is_npay_available: true,
  shipping_available_today: true,
  page: page(
    {
      anchor: "intro",
      title: "제품 소개",
      blocks: [
        pageImage("lighter-mini", "contents", "라이터 미니 베이직과 메탈"),
        list(
          "베이직 — 크림색 바디, 길이 7.5cm",
          "메탈 — 스테인리스 바디, 길이 7.5cm",
          "가스 충전식이 아닌 일회용 라이터예요.",
        ),
      ],
    },
    {
      anchor: "how-to",
      title: "사용 방법",
      blocks: [
        text("버튼을 끝까지 누르면 불꽃이 켜지고, 손을 떼면 꺼집니다. 인센스 끝을 불꽃 위쪽에 2~3초 대 주세요."),
      ],
    },
    {
      anchor: "caution",
      title: "주의사항",
      blocks: [
        list(
          "어린이의 손이 닿지 않는 곳에 보관하세요.",
          "40℃ 이상의 장소, 차 안에 두지 마세요.",
          "항공기 위탁 수하물로 보낼 수 없어요.",
        ),
      ],
    },
  ),
  reviews: reviews(
    ["도*현", 3, "작고 귀여운데 불꽃이 조금 약해요.", 11],
    ["명*수", 2, "베이직은 버튼이 좀 뻑뻑합니다.", 23],
    ["탁*진", 4, "메탈은 묵직하니 좋아요. 인센스랑 같이 사면 싸요.", 39],
  ),
  salesCount: 1320,
};

const incenseThreeKit: SeedProduct = {
  slug: "incense-3-kit",
  type: "simple",
  name: "인센스 3종 키트",
  title: "인센스 3종 키트",
  sub_title: "우드 · 유자 · 바이올렛을 3개비씩",
  display_title1: "인센스 3종 키트",
  display_title2: "처음 만나는 콜린스",
  description:
    "가장 사랑받는 세 가지 향을 3개비씩 담은 작은 키트예요. 인센스와 함께 담으면 30% 할인된 3,500원에 드려요.",
  regularPrice: 5000,
  stock: 160,
  listed: true,
  images: images("incense-3-kit", "인센스 3종 키트", 2),
  thumbnail: thumb("incense-3-kit"),
  paths: [{ collection: "fragrance", subCategory: "incense" }, { collection: "all" }],
  related: ["collins-incense", "collins-incense-mix"],
  promo_text: "인센스와 함께 담으면 3,500원",
  is_npay_available: true,
  shipping_available_today: true,
  salesCount: 1510,
};

const collinsSachets: SeedProduct = {
  slug: "collins-sachets",
  type: "variable",
  name: "콜린스 사쉐",
  title: "콜린스 사쉐",
  sub_title: "옷장과 서랍에 두는 향 주머니",
  display_title1: "콜린스 사쉐",
  display_title2: "5가지 향 · 리넨 파우치",
  description:
    "향을 머금은 천연 미네랄 알갱이를 리넨 주머니에 담았어요. 옷장, 서랍, 신발장, 차 안 어디에 두어도 좋아요. 향은 약 6~8주 동안 이어집니다.",
  regularPrice: 8000,
  listed: true,
  images: images("collins-sachets", "콜린스 사쉐"),
  thumbnail: thumb("collins-sachets"),
  paths: [{ collection: "fragrance", subCategory: "sachet" }, { collection: "all" }],
  attributes: [{ name: "향", options: ["우드", "유자", "바이올렛", "주니퍼", "히노키"] }],
  variations: (["woody", "yuja", "violet", "juniper", "hinoki"] as const).map(
    (k, i): SeedVariation => ({
      attributes: [{ name: "향", option: scent(k).name }],
      regularPrice: 8000,
      stock: [120, 88, 45, 102, 6][i] ?? 10,
      image: optionImage("collins-sachets", k, `콜린스 사쉐 ${scent(k).name}`),
    }),
  ),
  related: ["moodwater-discovery-3", "collins-incense", "lounge-set"],
  promo_text: "3만원 이상 구매 시 사쉐 샘플 증정",
  is_npay_available: true,
  shipping_available_today: true,
  page: page(
    {
      anchor: "scent",
      title: "향 소개",
      blocks: [
        pageImage("collins-sachets", "notes", "사쉐 향의 구성을 표현한 이미지"),
        list(
          ...(["woody", "yuja", "violet", "juniper", "hinoki"] as const).map(
            (k) => `${scent(k).name} — ${scent(k).line}`,
          ),
        ),
      ],
    },
    {
      anchor: "how-to",
      title: "사용 방법",
      blocks: [
        list(
          "비닐 포장을 벗겨 옷장이나 서랍 안쪽에 두세요.",
          "향이 옅어지면 주머니를 가볍게 주물러 주세요. 알갱이가 움직이며 향이 다시 올라와요.",
          "무드워터를 2~3회 뿌리면 향을 다시 채울 수 있어요.",
        ),
      ],
    },
    {
      anchor: "caution",
      title: "주의사항",
      blocks: [list("내용물을 먹지 마세요.", "젖은 옷이나 가죽 제품에 직접 닿지 않게 해 주세요.")],
    },
  ),
  reviews: reviews(
    ["봉*연", 3, "향은 좋은데 생각보다 빨리 옅어져요.", 5],
    ["소*민", 4, "옷장 열 때마다 주니퍼 향이 나서 좋아요.", 14],
    ["피*진", 2, "제 옷장이 커서 그런지 향이 약하게 느껴져요.", 20],
    ["허*수", 5, "차에 두었는데 방향제 냄새가 안 나고 자연스러워요.", 33],
    ["길*아", 4, "리넨 주머니가 예뻐서 선물 포장에도 써요.", 47],
    ["마*호", 1, "배송 중에 주머니 실밥이 풀려서 왔어요. 교환 받았습니다.", 58],
  ),
  salesCount: 845,
};

const sachetSample: SeedProduct = {
  slug: "sachet-sample",
  type: "simple",
  name: "사쉐 샘플",
  title: "콜린스 사쉐 샘플 (증정)",
  sub_title: "향 컬렉션 3만원 이상 구매 시 증정",
  display_title1: "사쉐 샘플",
  display_title2: "증정품",
  description: "히노키 향의 작은 사쉐예요. 인센스 컬렉션에서 3만원 이상 담으시면 장바구니에 자동으로 함께 담겨요.",
  regularPrice: 2000,
  stock: 200,
  listed: false,
  images: images("sachet-sample", "사쉐 샘플", 1),
  thumbnail: thumb("sachet-sample"),
  paths: [{ collection: "fragrance", subCategory: "sachet" }],
  is_npay_available: false,
  shipping_available_today: false,
  salesCount: 0,
};

const secretWishSet: SeedProduct = {
  slug: "secret-wish-set",
  type: "simple",
  name: "시크릿 위시 세트",
  title: "시크릿 위시 세트",
  sub_title: "회원에게만 열리는 작은 선물 상자",
  display_title1: "시크릿 위시 세트",
  display_title2: "회원 전용",
  description:
    "무드워터 바이올렛 60ml, 콜린스 인센스 앰버, 사쉐 바이올렛을 한 상자에 담았어요. 로그인한 회원만 구매할 수 있는 세트로, 따로 살 때보다 20% 저렴해요.",
  regularPrice: 49000,
  salePrice: 39200,
  stock: 30,
  listed: true,
  images: images("secret-wish-set", "시크릿 위시 세트"),
  thumbnail: thumb("secret-wish-set"),
  paths: [{ collection: "gift", subCategory: "set" }, { collection: "all" }, { collection: "holiday-2025" }],
  related: ["collins-incense-giftset", "moodwater-60-violet"],
  promo_text: "회원 전용 20% 할인",
  is_npay_available: false,
  additional_info: { login_required: true },
  shipping_available_today: false,
  page: page(
    {
      anchor: "member",
      title: "회원 전용 혜택",
      blocks: [
        text(
          "시크릿 위시 세트는 로그인한 회원만 구매할 수 있어요. 카카오 계정으로 3초 만에 가입하고 바로 만나 보세요.",
        ),
        list("개별 구매가 49,000원 → 회원가 39,200원", "회원 가입 시 첫 구매 무료배송 쿠폰 지급"),
      ],
    },
    {
      anchor: "contents",
      title: "구성",
      blocks: [
        pageImage("secret-wish-set", "contents", "시크릿 위시 세트 상자와 구성품"),
        list("무드워터 바이올렛 60ml", "콜린스 인센스 앰버 20개비", "콜린스 사쉐 바이올렛 1개", "위시 카드 1장"),
      ],
    },
    giftWrapSection(),
  ),
  salesCount: 214,
};

// ---------------------------------------------------------------------------------------------
// Mood water

const MOODWATER: Record<
  "yuja" | "violet" | "juniper",
  { name: string; line: string; notes: string; ingredients: string }
> = {
  yuja: {
    name: "유자",
    line: "막 짜낸 유자즙처럼 맑고 밝은 아침의 향",
    notes: "유자 · 만다린 · 네롤리 · 화이트 머스크",
    ingredients: "정제수, 에탄올(사탕수수 유래), 향료, 폴리솔베이트20",
  },
  violet: {
    name: "바이올렛",
    line: "이불 속에서 맡는 보송한 제비꽃과 아이리스",
    notes: "바이올렛 리프 · 아이리스 · 헬리오트로프 · 머스크",
    ingredients: "정제수, 에탄올(사탕수수 유래), 향료, 폴리솔베이트20",
  },
  juniper: {
    name: "주니퍼",
    line: "창문을 열었을 때 들어오는 숲의 공기",
    notes: "주니퍼베리 · 사이프러스 · 로즈마리 · 베티버",
    ingredients: "정제수, 에탄올(사탕수수 유래), 향료, 폴리솔베이트20",
  },
};

function moodwater(
  key: "yuja" | "violet" | "juniper",
  stock: number,
  salesCount: number,
  extra: Partial<SeedProduct>,
): SeedProduct {
  const m = MOODWATER[key];
  const slug = `moodwater-${key}`;
  return {
    slug,
    type: "simple",
    name: `무드워터 ${m.name}`,
    title: `무드워터 ${m.name} 100ml`,
    sub_title: m.line,
    display_title1: `무드워터 ${m.name}`,
    display_title2: "룸 & 패브릭 미스트 100ml",
    description: `공간과 패브릭에 뿌리는 룸 미스트예요. ${m.line}. 물처럼 가볍게 흩어지고, 천에 닿으면 한나절 동안 은은하게 머뭅니다.`,
    regularPrice: 29000,
    stock,
    listed: true,
    images: images(slug, `무드워터 ${m.name}`),
    thumbnail: thumb(slug),
    paths: [{ collection: "mood", subCategory: "bottle" }, { collection: "all" }],
    crossSales: [
      {
        productSlug: `moodwater-60-${key}`,
        bro_product_title: "60ml",
        bro_product_thumbnail: thumb(`moodwater-60-${key}`),
        bro_product_wording: "가방에 쏙 들어가는 미니 사이즈",
      },
      {
        productSlug: "moodwater-discovery-3",
        bro_product_title: "디스커버리",
        bro_product_thumbnail: thumb("moodwater-discovery-3"),
        bro_product_wording: "세 가지 향을 먼저 맡아 보세요",
      },
    ],
    related: (["yuja", "violet", "juniper"] as const)
      .filter((k) => k !== key)
      .map((k) => `moodwater-${k}`)
      .concat(["collins-sachets"]),
    promo_text: "론칭 기념 무료배송",
    is_npay_available: true,
    shipping_available_today: false,
    event: {
      title: "무드워터 론칭",
      description: "유자, 바이올렛, 주니퍼 세 가지 무드워터를 소개합니다. 론칭 기간 동안 무료배송이에요.",
      bannerImage: eventBanner("moodwater-launch", "무드워터 론칭, 유자·바이올렛·주니퍼 론칭 기간 무료배송"),
      link: "/collection/mood",
      period: around(10, 20),
    },
    page: page(
      {
        anchor: "scent",
        title: "향 소개",
        blocks: [
          pageImage(slug, "notes", `무드워터 ${m.name} 향의 구성`),
          text(`${m.line}.`),
          list(`노트: ${m.notes}`),
        ],
      },
      moodwaterHowToSection(),
      {
        anchor: "ingredients",
        title: "전성분",
        blocks: [text(m.ingredients), list("용량 100ml", "제조국 대한민국", "개봉 후 12개월 이내 사용 권장")],
      },
    ),
    salesCount,
    launchedDaysAgo: 10,
    ...extra,
  };
}

const moodwaterYuja = moodwater("yuja", 88, 1210, {
  shipping_available_today: true,
  reviews: reviews(
    ["위*린", 5, "아침마다 커튼에 뿌려요. 방이 환해지는 느낌!", 1],
    ["표*정", 5, "향이 상큼한데 달지 않아서 좋아요.", 9],
    ["기*훈", 5, "차 안에도 한 번씩 뿌리는데 멀미가 안 나요.", 17],
    ["방*솔", 4, "지속력이 조금만 더 길면 완벽해요.", 30],
  ),
});
const moodwaterViolet = moodwater("violet", 0, 1480, {
  promo_text: "품절 · 재입고 알림을 신청해 주세요",
});
const moodwaterJuniper = moodwater("juniper", 54, 870, {
  shipping_available_today: true,
  reviews: reviews(
    ["석*우", 4, "숲 향 좋아하는 분께 추천해요.", 6],
    ["제*빈", 3, "생각보다 허브 향이 강했어요.", 24],
    ["맹*아", 4, "침구에 뿌리고 자면 개운해요.", 42],
  ),
});

function moodwaterMini(key: "yuja" | "violet" | "juniper", stock: number, salesCount: number): SeedProduct {
  const m = MOODWATER[key];
  const slug = `moodwater-60-${key}`;
  return {
    slug,
    type: "simple",
    name: `무드워터 ${m.name} 60ml`,
    title: `무드워터 ${m.name} 60ml`,
    sub_title: "가방 속에 넣어 다니는 작은 무드워터",
    display_title1: `무드워터 ${m.name}`,
    display_title2: "룸 & 패브릭 미스트 60ml",
    description: `100ml와 같은 향을 60ml 병에 담았어요. ${m.line}. 여행지 숙소나 사무실 자리에서 꺼내 쓰기 좋아요.`,
    regularPrice: 21000,
    stock,
    listed: true,
    images: images(slug, `무드워터 ${m.name} 60ml`, 2),
    thumbnail: thumb(slug),
    paths: [{ collection: "mood", subCategory: "mini" }, { collection: "all" }],
    crossSales: [
      {
        productSlug: `moodwater-${key}`,
        bro_product_title: "100ml",
        bro_product_thumbnail: thumb(`moodwater-${key}`),
        bro_product_wording: "넉넉하게 쓰는 기본 사이즈",
      },
    ],
    related: [`moodwater-${key}`, "moodwater-discovery-3"],
    is_npay_available: true,
    shipping_available_today: false,
    page: page(
      {
        anchor: "scent",
        title: "향 소개",
        blocks: [
          pageImage(slug, "notes", `무드워터 ${m.name} 향의 구성`),
          text(`${m.line}.`),
          list(`노트: ${m.notes}`),
        ],
      },
      moodwaterHowToSection(),
      {
        anchor: "size",
        title: "용량 안내",
        blocks: [list("60ml — 약 400회 분사", "100ml — 약 700회 분사", "기내 반입 가능 용량(100ml 이하)이에요.")],
      },
    ),
    salesCount,
  };
}

const moodwaterDiscovery: SeedProduct = {
  slug: "moodwater-discovery-3",
  type: "simple",
  name: "무드워터 디스커버리 3종",
  title: "무드워터 디스커버리 3종",
  sub_title: "유자 · 바이올렛 · 주니퍼를 15ml씩",
  display_title1: "무드워터 디스커버리",
  display_title2: "15ml × 3",
  description: "세 가지 무드워터를 15ml 바이알에 담았어요. 일주일씩 번갈아 써 보고 가장 마음에 드는 향을 골라 보세요.",
  regularPrice: 19000,
  stock: 140,
  listed: true,
  images: images("moodwater-discovery-3", "무드워터 디스커버리 3종"),
  thumbnail: thumb("moodwater-discovery-3"),
  paths: [{ collection: "mood", subCategory: "discovery" }, { collection: "all" }],
  crossSales: [
    {
      productSlug: "moodwater-variety-3",
      bro_product_title: "버라이어티 3종",
      bro_product_thumbnail: thumb("moodwater-variety-3"),
      bro_product_wording: "세 가지 향 모두 100ml로",
    },
  ],
  related: ["moodwater-yuja", "moodwater-violet", "moodwater-juniper"],
  promo_text: "처음이라면 디스커버리부터",
  is_npay_available: true,
  shipping_available_today: false,
  page: page(
    {
      anchor: "scent",
      title: "향 소개",
      blocks: [
        pageImage("moodwater-discovery-3", "notes", "무드워터 세 가지 향의 구성"),
        list(...(["yuja", "violet", "juniper"] as const).map((k) => `${MOODWATER[k].name} — ${MOODWATER[k].line}`)),
      ],
    },
    moodwaterHowToSection(),
    {
      anchor: "contents",
      title: "구성",
      blocks: [
        pageImage("moodwater-discovery-3", "contents", "디스커버리 바이알 세 개와 트레이"),
        list("유자 15ml", "바이올렛 15ml", "주니퍼 15ml", "종이 트레이 상자"),
      ],
    },
  ),
  reviews: reviews(
    ["권*지", 5, "세 가지 다 써 보고 유자 본품 샀어요.", 3, ["/media/products/moodwater-discovery-3/2.webp"]],
    ["나*혁", 4, "바이알이 작아서 여행용으로도 좋아요.", 12],
    ["심*연", 5, "선물 받았는데 패키지가 예뻐요.", 20],
    ["원*준", 3, "15ml는 금방 써요.", 28],
    ["양*희", 4, "바이올렛이 제일 좋았어요.", 35],
    ["엄*수", 4, "향 비교하기 좋아요.", 46],
    ["채*원", 4, "트레이 상자까지 버리기 아까워요.", 62],
  ),
  salesCount: 1105,
  launchedDaysAgo: 10,
};

const moodwaterVariety: SeedProduct = {
  slug: "moodwater-variety-3",
  type: "simple",
  name: "무드워터 버라이어티 3종",
  title: "무드워터 버라이어티 3종",
  sub_title: "유자 · 바이올렛 · 주니퍼 100ml 세트",
  display_title1: "무드워터 버라이어티",
  display_title2: "100ml × 3 세트",
  description:
    "세 가지 무드워터 100ml를 한 상자에 담았어요. 아침엔 유자, 저녁엔 바이올렛, 환기가 필요할 땐 주니퍼. 따로 살 때보다 15% 저렴해요.",
  regularPrice: 87000,
  salePrice: 73900,
  stock: 25,
  listed: true,
  images: images("moodwater-variety-3", "무드워터 버라이어티 3종"),
  thumbnail: thumb("moodwater-variety-3"),
  paths: [
    { collection: "mood", subCategory: "bottle" },
    { collection: "gift", subCategory: "set" },
    { collection: "all" },
    { collection: "holiday-2025" },
  ],
  related: ["moodwater-discovery-3", "collins-incense-giftset"],
  promo_text: "세트 구성 15% 할인",
  is_npay_available: true,
  shipping_available_today: false,
  page: page(
    {
      anchor: "contents",
      title: "구성",
      blocks: [
        pageImage("moodwater-variety-3", "contents", "무드워터 100ml 세 병"),
        list("무드워터 유자 100ml", "무드워터 바이올렛 100ml", "무드워터 주니퍼 100ml", "선물 상자와 쇼핑백"),
      ],
    },
    {
      anchor: "scent",
      title: "향 소개",
      blocks: [
        list(...(["yuja", "violet", "juniper"] as const).map((k) => `${MOODWATER[k].name} — ${MOODWATER[k].notes}`)),
      ],
    },
    moodwaterHowToSection(),
    giftWrapSection(),
  ),
  salesCount: 266,
};

// ---------------------------------------------------------------------------------------------
// Hygiene

const moodSoap: SeedProduct = {
  slug: "mood-soap-3scents",
  type: "variable",
  name: "무드 솝 3종",
  title: "무드 솝",
  sub_title: "무드워터의 향을 그대로 담은 저온 숙성 비누",
  display_title1: "무드 솝",
  display_title2: "유자 · 바이올렛 · 주니퍼",
  description:
    "6주 동안 천천히 숙성한 식물성 비누예요. 거품은 부드럽고 씻고 난 뒤 당기지 않아요. 무드워터와 같은 세 가지 향으로 만들었습니다. 개당 100g.",
  regularPrice: 9000,
  listed: true,
  images: images("mood-soap-3scents", "무드 솝"),
  thumbnail: thumb("mood-soap-3scents"),
  paths: [{ collection: "hygiene", subCategory: "soap" }, { collection: "mood" }, { collection: "all" }],
  attributes: [{ name: "향", options: ["유자", "바이올렛", "주니퍼", "3종 세트"] }],
  variations: [
    {
      attributes: [{ name: "향", option: "유자" }],
      regularPrice: 9000,
      stock: 70,
      image: optionImage("mood-soap-3scents", "yuja", "무드 솝 유자"),
    },
    {
      attributes: [{ name: "향", option: "바이올렛" }],
      regularPrice: 9000,
      stock: 44,
      image: optionImage("mood-soap-3scents", "violet", "무드 솝 바이올렛"),
    },
    {
      attributes: [{ name: "향", option: "주니퍼" }],
      regularPrice: 9000,
      stock: 52,
      image: optionImage("mood-soap-3scents", "juniper", "무드 솝 주니퍼"),
    },
    {
      attributes: [{ name: "향", option: "3종 세트" }],
      regularPrice: 27000,
      salePrice: 24000,
      stock: 31,
      image: optionImage("mood-soap-3scents", "set", "무드 솝 3종 세트"),
    },
  ],
  related: ["a-card", "moodwater-discovery-3"],
  is_npay_available: true,
  shipping_available_today: true,
  page: page(
    {
      anchor: "scent",
      title: "향 소개",
      blocks: [
        pageImage("mood-soap-3scents", "notes", "무드 솝 세 가지 향의 구성"),
        list(...(["yuja", "violet", "juniper"] as const).map((k) => `${MOODWATER[k].name} — ${MOODWATER[k].line}`)),
      ],
    },
    {
      anchor: "how-to",
      title: "사용 방법",
      blocks: [
        list(
          "물에 적셔 충분히 거품을 낸 뒤 얼굴과 몸을 부드럽게 씻어 주세요.",
          "사용 후에는 물이 잘 빠지는 비누 받침에 두면 오래 써요.",
        ),
      ],
    },
    {
      anchor: "ingredients",
      title: "전성분",
      blocks: [text("올리브오일, 코코넛오일, 시어버터, 정제수, 수산화나트륨, 향료, 카올린")],
    },
  ),
  reviews: reviews(
    ["소*아", 5, "유자 향이 욕실 가득 퍼져요.", 4, ["/media/products/mood-soap-3scents/2.webp"]],
    ["범*준", 4, "세트로 사서 돌아가며 써요.", 15],
    ["인*영", 4, "거품이 부드러워요. 조금 빨리 무르는 편.", 26],
    ["진*호", 4, "선물용으로도 좋아요.", 43],
  ),
  salesCount: 590,
};

const aCard: SeedProduct = {
  slug: "a-card",
  type: "simple",
  name: "에이카드",
  title: "에이카드 카드형 손소독제",
  sub_title: "지갑에 쏙, 카드 한 장 두께의 손소독 스프레이",
  display_title1: "에이카드",
  display_title2: "카드형 손소독제 20ml",
  description:
    "신용카드 크기의 얇은 케이스에 에탄올 손소독제 20ml를 담았어요. 지갑이나 카드 지갑에 넣어 다니다가 필요할 때 칙 뿌리면 됩니다. 은은한 주니퍼 향이 남아요.",
  regularPrice: 6900,
  stock: 180,
  listed: true,
  images: images("a-card", "에이카드"),
  thumbnail: thumb("a-card"),
  paths: [{ collection: "hygiene", subCategory: "card" }, { collection: "all" }],
  crossSales: [
    {
      productSlug: "a-card-5-pack",
      bro_product_title: "에이카드 5팩",
      bro_product_thumbnail: thumb("a-card-5-pack"),
      bro_product_wording: "5개를 한 번에, 최대 25% 할인",
    },
    {
      productSlug: "a-card-family-pack",
      bro_product_title: "패밀리팩",
      bro_product_thumbnail: thumb("a-card-family-pack"),
      bro_product_wording: "10개 구성, 최대 38% 할인",
    },
  ],
  related: ["a-card-5-pack", "a-card-family-pack", "mood-soap-3scents"],
  promo_text: "대량 구매는 5팩 · 패밀리팩이 더 저렴해요",
  is_npay_available: true,
  shipping_available_today: true,
  reviews: reviews(
    ["곽*진", 5, "카드 지갑에 딱 들어가요. 정말 얇아요.", 2],
    ["우*희", 5, "알코올 냄새가 덜해서 좋아요.", 8],
    ["예*준", 4, "분사가 고르게 잘 돼요.", 14],
    ["모*연", 4, "회사 동료들 나눠 주려고 더 샀어요.", 21],
    ["봉*우", 5, "디자인이 예뻐서 꺼낼 때마다 기분 좋아요.", 29],
    ["은*정", 3, "용량이 조금 아쉬워요.", 37],
    ["함*수", 4, "리필이 되면 좋겠어요.", 52],
  ),
  salesCount: 2210,
};

const aCard5: SeedProduct = {
  slug: "a-card-5-pack",
  type: "simple",
  name: "에이카드 5팩",
  title: "에이카드 5팩",
  sub_title: "집, 회사, 차, 가방에 하나씩",
  display_title1: "에이카드 5팩",
  display_title2: "카드형 손소독제 20ml × 5",
  description: "에이카드 5개를 한 번에 담아 25% 저렴하게 드려요. 가족과 나눠 쓰기 좋아요.",
  regularPrice: 34500,
  salePrice: 25900,
  stock: 90,
  listed: true,
  images: images("a-card-5-pack", "에이카드 5팩", 2),
  thumbnail: thumb("a-card-5-pack"),
  paths: [{ collection: "hygiene", subCategory: "card" }, { collection: "all" }],
  crossSales: [
    {
      productSlug: "a-card-family-pack",
      bro_product_title: "패밀리팩",
      bro_product_thumbnail: thumb("a-card-family-pack"),
      bro_product_wording: "10개 구성, 최대 38% 할인",
    },
    {
      productSlug: "a-card",
      bro_product_title: "에이카드 1개",
      bro_product_thumbnail: thumb("a-card"),
      bro_product_wording: "한 장만 먼저 써 보기",
    },
  ],
  related: ["a-card", "a-card-family-pack"],
  promo_text: "낱개 대비 25% 할인",
  is_npay_available: true,
  shipping_available_today: true,
  salesCount: 980,
};

const aCardFamily: SeedProduct = {
  slug: "a-card-family-pack",
  type: "simple",
  name: "에이카드 패밀리팩",
  title: "에이카드 패밀리팩",
  sub_title: "온 가족이 넉넉하게 쓰는 10개 구성",
  display_title1: "에이카드 패밀리팩",
  display_title2: "20ml × 10 · 보관 상자",
  description:
    "에이카드 10개를 보관 상자에 담았어요. 낱개로 살 때보다 38% 저렴해요. 단체 주문은 상담 채널로 문의해 주세요.",
  regularPrice: 69000,
  salePrice: 42800,
  stock: 40,
  listed: true,
  images: images("a-card-family-pack", "에이카드 패밀리팩", 2),
  thumbnail: thumb("a-card-family-pack"),
  paths: [{ collection: "hygiene", subCategory: "card" }, { collection: "all" }],
  related: ["a-card-5-pack", "a-card"],
  promo_text: "낱개 대비 38% 할인",
  is_npay_available: true,
  shipping_available_today: false,
  salesCount: 402,
};

const aCardGift2021: SeedProduct = {
  slug: "a-card-gift-set-2021cal",
  type: "simple",
  name: "에이카드 기프트세트 2027 캘린더",
  title: "에이카드 기프트세트 2027 캘린더",
  sub_title: "데스크 캘린더와 에이카드 2개",
  display_title1: "에이카드 기프트세트",
  display_title2: "2027 캘린더 에디션 · 1인 1개",
  description:
    "2027년 데스크 캘린더와 에이카드 2개를 함께 담은 연말 기프트세트예요. 한정 수량이라 한 주문에 1개만 구매할 수 있어요.",
  regularPrice: 19800,
  salePrice: 9900,
  stock: 14,
  listed: true,
  images: images("a-card-gift-set-2021cal", "에이카드 기프트세트 2027 캘린더", 2),
  thumbnail: thumb("a-card-gift-set-2021cal"),
  paths: [
    { collection: "hygiene", subCategory: "card" },
    { collection: "gift", subCategory: "set" },
    { collection: "all" },
  ],
  related: ["a-card", "a-card-5-pack"],
  promo_text: "연말 한정 · 1인 1개",
  is_npay_available: true,
  additional_info: { one_purchased: true },
  shipping_available_today: false,
  salesCount: 133,
  launchedDaysAgo: 25,
};

// ---------------------------------------------------------------------------------------------
// Hidden edition (reachable only by its URL)

const hiddenEdition: SeedProduct = {
  slug: "7f3a9c2e",
  type: "simple",
  name: "히든 에디션",
  title: "콜린스 인센스 히든 에디션 — 블랙 앰버",
  sub_title: "링크를 받은 분만 만날 수 있는 향",
  display_title1: "히든 에디션",
  display_title2: "블랙 앰버",
  description:
    "조향실에서만 피우던 향을 50상자만 만들었어요. 훈연한 앰버와 가죽, 아주 약간의 장미. 목록에는 보이지 않고 이 링크로만 구매할 수 있습니다.",
  regularPrice: 35000,
  stock: 18,
  listed: false,
  images: images("7f3a9c2e", "히든 에디션 블랙 앰버"),
  thumbnail: thumb("7f3a9c2e"),
  paths: [{ collection: "gift", subCategory: "edition" }],
  related: ["collins-incense", "collins-incense-edition-goodtimes"],
  is_npay_available: false,
  shipping_available_today: false,
  page: page(
    {
      anchor: "story",
      title: "히든 에디션 이야기",
      blocks: [
        text(
          "새 향을 만들 때마다 조향실에서 마지막으로 피우던 향이 있어요. 정식으로 내놓을 생각은 없었지만, 오래 함께해 주신 분들께만 조용히 나누기로 했습니다.",
        ),
        pageImage("7f3a9c2e", "scene", "어두운 방에 놓인 히든 에디션"),
      ],
    },
    {
      anchor: "scent",
      title: "향 소개",
      blocks: [
        pageImage("7f3a9c2e", "notes", "블랙 앰버 향의 구성"),
        list("탑: 핑크 페퍼", "미들: 훈연 앰버 · 장미", "베이스: 가죽 · 랍다넘 · 통카빈"),
      ],
    },
    {
      anchor: "contents",
      title: "구성",
      blocks: [list("인센스 20개비", "넘버링 카드 (1~50)", "블랙 슬리브 상자")],
    },
  ),
  salesCount: 32,
};

// ---------------------------------------------------------------------------------------------
// Homewear

function sizes(options: string[], price: number, stocks: number[], sale?: number): SeedVariation[] {
  return options.map((option, i) => ({
    attributes: [{ name: "사이즈", option }],
    regularPrice: price,
    ...(sale === undefined ? {} : { salePrice: sale }),
    stock: stocks[i] ?? 0,
  }));
}

const loungeSet: SeedProduct = {
  slug: "lounge-set",
  type: "variable",
  name: "라운지 세트",
  title: "콜린스 라운지 세트",
  sub_title: "향을 피우는 저녁에 입는 옷",
  display_title1: "라운지 세트",
  display_title2: "오트 베이지 · 상하의",
  description:
    "두 번 워싱한 면 모달 원단으로 만든 라운지 세트예요. 허리 밴드는 느슨하게, 소매는 넉넉하게. 입고 그대로 동네 산책을 나가도 어색하지 않아요.",
  regularPrice: 89000,
  listed: true,
  images: images("lounge-set", "라운지 세트"),
  thumbnail: thumb("lounge-set"),
  paths: [{ collection: "homewear" }, { collection: "all" }, { collection: "holiday-2025" }],
  attributes: [{ name: "사이즈", options: ["S", "M", "L"] }],
  variations: sizes(["S", "M", "L"], 89000, [12, 30, 8]),
  related: ["linen-robe", "room-socks", "collins-sachets"],
  is_npay_available: true,
  shipping_available_today: false,
  page: page(
    {
      anchor: "size",
      title: "사이즈 안내",
      blocks: [
        list(
          "S — 가슴 단면 56cm, 총장 66cm / 바지 허리 34cm, 총장 96cm",
          "M — 가슴 단면 59cm, 총장 69cm / 바지 허리 36cm, 총장 99cm",
          "L — 가슴 단면 62cm, 총장 72cm / 바지 허리 38cm, 총장 102cm",
        ),
      ],
    },
    {
      anchor: "care",
      title: "소재와 세탁",
      blocks: [
        pageImage("common", "care", "개어 둔 라운지웨어와 사쉐"),
        text("면 60%, 모달 40%. 찬물에 뒤집어 단독 세탁하고 그늘에 뉘어 말려 주세요. 건조기 사용은 피해 주세요."),
      ],
    },
  ),
  reviews: reviews(
    ["성*은", 4, "부드럽고 편해요. 조금 큰 편이라 한 치수 작게 추천해요.", 9],
    ["옥*진", 5, "잠옷으로도 외출복으로도 입어요.", 26, ["/media/products/lounge-set/2.webp"]],
  ),
  salesCount: 188,
};

const linenRobe: SeedProduct = {
  slug: "linen-robe",
  type: "variable",
  name: "리넨 로브",
  title: "콜린스 리넨 로브",
  sub_title: "샤워 후 가볍게 걸치는 세이지 리넨",
  display_title1: "리넨 로브",
  display_title2: "세이지 그린",
  description: "물에 빨수록 부드러워지는 워싱 리넨 로브예요. 여름에는 시원하고 봄가을에는 가디건처럼 걸치기 좋아요.",
  regularPrice: 98000,
  salePrice: 78400,
  listed: true,
  images: images("linen-robe", "리넨 로브"),
  thumbnail: thumb("linen-robe"),
  paths: [{ collection: "homewear" }, { collection: "all" }],
  attributes: [{ name: "사이즈", options: ["M", "L"] }],
  variations: sizes(["M", "L"], 98000, [15, 6], 78400),
  related: ["lounge-set", "room-socks"],
  promo_text: "시즌 오프 20% 할인",
  is_npay_available: true,
  shipping_available_today: false,
  salesCount: 97,
};

const roomSocks: SeedProduct = {
  slug: "room-socks",
  type: "variable",
  name: "룸 삭스",
  title: "콜린스 룸 삭스",
  sub_title: "발끝까지 포근한 실내 양말",
  display_title1: "룸 삭스",
  display_title2: "울 블렌드 · 2가지 사이즈",
  description: "울과 면을 섞어 두툼하게 짠 실내 양말이에요. 바닥에 미끄럼 방지 도트를 넣었어요.",
  regularPrice: 12000,
  listed: true,
  images: images("room-socks", "룸 삭스", 2),
  thumbnail: thumb("room-socks"),
  paths: [{ collection: "homewear" }, { collection: "all" }],
  attributes: [{ name: "사이즈", options: ["230-245", "250-270"] }],
  variations: sizes(["230-245", "250-270"], 12000, [60, 45]),
  related: ["lounge-set", "linen-robe"],
  is_npay_available: true,
  shipping_available_today: false,
  salesCount: 356,
};

// ---------------------------------------------------------------------------------------------
// Goods

const incenseHolder: SeedProduct = {
  slug: "incense-holder",
  type: "simple",
  name: "인센스 홀더",
  title: "콜린스 세라믹 인센스 홀더",
  sub_title: "재를 받아 주는 납작한 돌 모양 받침",
  display_title1: "인센스 홀더",
  display_title2: "세라믹 · 지름 12cm",
  description: "강가의 납작한 돌을 닮은 세라믹 홀더예요. 가운데 구멍에 인센스를 꽂으면 재가 접시 안으로 떨어져요.",
  regularPrice: 12000,
  stock: 95,
  listed: true,
  images: images("incense-holder", "인센스 홀더"),
  thumbnail: thumb("incense-holder"),
  paths: [{ collection: "goods" }, { collection: "fragrance", subCategory: "tools" }, { collection: "all" }],
  related: ["collins-incense", "lighter-mini", "incense-chamber-honeybadger"],
  is_npay_available: true,
  shipping_available_today: false,
  salesCount: 1020,
};

const toteBag: SeedProduct = {
  slug: "collins-tote-bag",
  type: "simple",
  name: "토트백",
  title: "콜린스 캔버스 토트백",
  sub_title: "지금은 무료로 드려요",
  display_title1: "콜린스 토트백",
  display_title2: "캔버스 · 에크루",
  description:
    "두꺼운 면 캔버스에 작은 워드마크를 찍은 토트백이에요. 매장 오픈을 기념해 재고가 남아 있는 동안 무료로 드립니다. 다른 상품과 함께 주문해 주세요.",
  regularPrice: 18000,
  salePrice: 0,
  stock: 30,
  listed: true,
  images: images("collins-tote-bag", "콜린스 토트백", 2),
  thumbnail: thumb("collins-tote-bag"),
  paths: [{ collection: "goods" }, { collection: "all" }],
  related: ["keyring-honeybadger", "incense-holder"],
  promo_text: "재고 소진 시까지 무료",
  is_npay_available: false,
  shipping_available_today: false,
  reviews: reviews(
    ["계*민", 2, "무료라 감사하지만 생각보다 얇아요.", 12],
    ["탁*아", 1, "인쇄가 살짝 번져서 왔어요.", 31],
  ),
  salesCount: 640,
};

// ---------------------------------------------------------------------------------------------

export const products: SeedProduct[] = [
  collinsIncense,
  collinsIncenseGiftset,
  incenseWoodyPr2404,
  incenseYujaPr2404,
  incenseVioletPr2404,
  collinsIncenseMix,
  collinsIncenseMindxmood,
  goodtimesEdition,
  goodtimesVariant("sunset", "선셋", "만다린과 무화과 잎 위로 따스한 앰버리 우드가 번지는 향", 35, 276),
  goodtimesVariant("midnight", "미드나잇", "라벤더와 통카빈, 부드러운 머스크가 고요하게 가라앉는 향", 11, 198),
  incenseChamber,
  keyringHoneybadger,
  lighterMini,
  incenseThreeKit,
  collinsSachets,
  sachetSample,
  secretWishSet,
  moodwaterDiscovery,
  moodwaterYuja,
  moodwaterViolet,
  moodwaterJuniper,
  moodwaterVariety,
  moodwaterMini("yuja", 66, 540),
  moodwaterMini("violet", 23, 610),
  moodwaterMini("juniper", 41, 330),
  moodSoap,
  aCard,
  aCard5,
  aCardFamily,
  aCardGift2021,
  hiddenEdition,
  loungeSet,
  linenRobe,
  roomSocks,
  incenseHolder,
  toteBag,
];

/** Slugs the incense bundle promotions are triggered by. */
export const INCENSE_TRIGGERS = [
  "collins-incense",
  "incense-woody-pr2404",
  "incense-yuja-pr2404",
  "incense-violet-pr2404",
  "collins-incense-mix",
  "collins-incense-mindxmood",
  "collins-incense-giftset",
];
