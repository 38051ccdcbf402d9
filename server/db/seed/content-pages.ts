// Demo content pages: the brand story, two special pages, and the terms and privacy policy the
// footer links to (demo text: a real shop replaces it with its lawyer's wording).
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
    blocks: [
      {
        type: "text",
        text: "이 문서는 데모 스토어의 예시 약관입니다. 실제 서비스에서는 법률 검토를 거친 약관으로 바꿔야 합니다.",
      },
      ...article(
        "제1조 (목적)",
        "이 약관은 콜린스(이하 '회사')가 운영하는 온라인 스토어(이하 '스토어')에서 제공하는 서비스의 이용 조건과 절차, 회사와 회원의 권리·의무 및 책임 사항을 정하는 것을 목적으로 합니다.",
      ),
      ...article(
        "제2조 (회원가입)",
        "이용자는 회사가 정한 양식에 따라 회원정보를 기입하고 이 약관에 동의함으로써 회원가입을 신청합니다. 회사는 타인의 정보를 도용한 경우 등 관련 법령이 정한 사유가 있을 때 가입을 거절할 수 있습니다.",
      ),
      ...article(
        "제3조 (구매 신청과 결제)",
        "회원과 비회원은 스토어에서 상품을 선택하고 배송지와 결제 수단을 입력하여 구매를 신청합니다. 결제는 신용·체크카드, 간편결제, 네이버페이로 할 수 있으며, 결제 정보는 결제대행사를 통해 처리됩니다.",
      ),
      ...article(
        "제4조 (청약철회)",
        "상품을 받은 날부터 7일 이내에 청약을 철회할 수 있습니다. 다만 사용하거나 일부 소비하여 상품의 가치가 현저히 줄어든 경우(개봉한 인센스, 사용한 무드워터 등)에는 철회가 제한될 수 있습니다.",
      ),
      ...article(
        "제5조 (배송)",
        "결제 완료 후 영업일 기준 1~3일 이내에 출고합니다. '오늘 출발' 표시 상품은 평일 오후 2시까지 결제하면 당일 출고합니다. 30,000원 이상 구매 시 배송비는 무료이며, 그 밖에는 3,000원입니다.",
      ),
    ],
  },
  {
    slug: "privacy",
    productSlugs: [],
    title: "개인정보처리방침",
    description: "콜린스 온라인 스토어 개인정보처리방침 (데모 문서).",
    ogImage: null,
    blocks: [
      {
        type: "text",
        text: "이 문서는 데모 스토어의 예시 방침입니다. 실제 서비스에서는 법률 검토를 거친 방침으로 바꿔야 합니다.",
      },
      ...article(
        "1. 수집하는 개인정보",
        "회원가입: 이메일, 비밀번호(암호화하여 보관), 이름, 휴대전화 번호. 주문: 받는 분 이름, 주소, 휴대전화 번호, 주문자 이메일. 재입고 알림: 이름, 휴대전화 번호.",
      ),
      ...article(
        "2. 이용 목적",
        "주문 처리와 배송, 결제 확인, 주문·배송 안내 문자 발송, 재입고 알림 발송, 고객 상담에 이용합니다. 마케팅 정보는 별도로 동의한 회원에게만 보내며, 광고성 문자는 '(광고)'로 시작합니다.",
      ),
      ...article(
        "3. 보유 기간",
        "회원 탈퇴 시 지체 없이 파기합니다. 다만 전자상거래법에 따라 계약·청약철회 기록은 5년, 대금결제 기록은 5년, 소비자 불만·분쟁 처리 기록은 3년 보관합니다. 재입고 알림 정보는 알림 발송 후 30일 안에 파기합니다.",
      ),
      ...article(
        "4. 처리 위탁",
        "결제 처리: 결제대행사(PortOne, 네이버페이). 문자 발송: 문자 발송 대행사. 배송: 택배사. 위탁받은 회사는 위탁 목적 외에 개인정보를 이용하지 않습니다.",
      ),
      ...article("5. 개인정보 보호책임자", "개인정보 관련 문의는 스토어 하단의 개인정보 보호책임자 연락처로 해주세요."),
    ],
  },
];
