// The console's simple editors, described once: what each list shows and which fields its form has.
// The pages' actions check every value with the API's schemas (server/domain/admin/*).

export type SubField =
  | { name: string; label: string; kind: "text" | "color" }
  | { name: string; label: string; kind: "boolean" }
  | { name: string; label: string; kind: "select"; options: readonly (readonly [string, string])[] }
  /** A row's id, sent back as it came (a sub-category's termId). */
  | { name: string; label: string; kind: "hidden" };

export type Field =
  | { name: string; label: string; kind: "text" | "textarea" | "number" | "datetime" | "color"; help?: string }
  | { name: string; label: string; kind: "boolean"; help?: string }
  | { name: string; label: string; kind: "select"; options: readonly (readonly [string, string])[]; help?: string }
  | { name: string; label: string; kind: "lines"; help?: string }
  /** A note's or content page's body (issue 22): the block editor in its single page mode. */
  | { name: string; label: string; kind: "blocks"; help?: string }
  | { name: string; label: string; kind: "rows"; fields: SubField[]; blank: Record<string, unknown>; help?: string }
  /**
   * An uploaded image (issue 22): chosen with the image picker, its address kept in the field;
   * `size` names the fields that hold the image's width and height (sent with it, set by an upload).
   */
  | { name: string; label: string; kind: "image"; size?: readonly [string, string]; warning?: string; help?: string };

/** The picker's caution for a popup: a photo is heavy, so the page appears late. */
const POPUP_IMAGE_WARNING =
  "사진처럼 무거운 이미지는 팝업이 늦게 떠서 페이지가 느려 보여요. 글자·도형 위주의 가벼운 이미지를 권해요.";

export type Column = { name: string; label: string; format?: "bool" | "date" | "count" };

export type Resource = {
  path: string;
  title: string;
  /** The singular noun for buttons ("팝업 추가"). */
  noun: string;
  columns: Column[];
  fields: Field[];
  blank: Record<string, unknown>;
  /** The storefront page of a record, for a "보기" link. */
  viewHref?: (item: Record<string, unknown>) => string | null;
};

const popups: Resource = {
  path: "popups",
  title: "사이트 팝업",
  noun: "팝업",
  columns: [
    { name: "title", label: "이름" },
    { name: "priority", label: "우선순위" },
    { name: "targetRange", label: "노출 범위" },
    { name: "enabled", label: "사용", format: "bool" },
    { name: "endDate", label: "종료", format: "date" },
  ],
  fields: [
    { name: "title", label: "이름 (이미지 대체 텍스트)", kind: "text" },
    { name: "enabled", label: "사용", kind: "boolean" },
    {
      name: "mobileImageUrl",
      label: "모바일 이미지",
      kind: "image",
      size: ["imageWidth", "imageHeight"],
      warning: POPUP_IMAGE_WARNING,
    },
    { name: "desktopImageUrl", label: "PC 이미지", kind: "image", warning: POPUP_IMAGE_WARNING },
    { name: "priority", label: "우선순위 (작을수록 먼저)", kind: "number" },
    { name: "isSetPeriod", label: "기간 설정", kind: "boolean" },
    { name: "startDate", label: "시작 (한국 시간)", kind: "datetime" },
    { name: "endDate", label: "종료 (한국 시간)", kind: "datetime" },
    {
      name: "exposureMethod",
      label: "노출 방식",
      kind: "select",
      options: [
        ["session", "세션마다 한 번"],
        ["always", "페이지를 열 때마다"],
      ],
    },
    {
      name: "targetRange",
      label: "노출 범위",
      kind: "select",
      options: [
        ["all", "모든 페이지"],
        ["pages", "페이지 경로"],
        ["url_unit", "URL 조건"],
      ],
    },
    { name: "perPageType", label: "페이지 경로 (한 줄에 하나, '/'는 홈만)", kind: "lines" },
    {
      name: "urlRules",
      label: "URL 조건",
      kind: "rows",
      blank: { slug_url: "", url_text_condition: "Included", url_exposure_conditions: "include" },
      fields: [
        { name: "slug_url", label: "URL", kind: "text" },
        {
          name: "url_text_condition",
          label: "조건",
          kind: "select",
          options: [
            ["Included", "포함"],
            ["starts_with", "시작"],
            ["ends_with", "끝"],
          ],
        },
        {
          name: "url_exposure_conditions",
          label: "노출",
          kind: "select",
          options: [
            ["include", "노출"],
            ["except", "제외"],
          ],
        },
      ],
    },
    {
      name: "pointOfExposure",
      label: "노출 시점",
      kind: "select",
      options: [
        ["immediately", "바로"],
        ["in_seconds", "몇 초 뒤"],
      ],
    },
    { name: "inSecondsValue", label: "몇 초 뒤", kind: "number" },
    {
      name: "buttons",
      label: "버튼",
      kind: "rows",
      blank: {
        button_available: true,
        button_font_text: "",
        action_on_click: "close",
        link_url: "",
        button_background_color: "#1f1d1a",
        button_font_color: "#ffffff",
      },
      fields: [
        { name: "button_available", label: "사용", kind: "boolean" },
        { name: "button_font_text", label: "문구", kind: "text" },
        {
          name: "action_on_click",
          label: "동작",
          kind: "select",
          options: [
            ["close", "닫기"],
            ["move_link", "링크 이동"],
            ["open_channel_talk", "채팅 열기"],
          ],
        },
        { name: "link_url", label: "링크", kind: "text" },
        { name: "button_background_color", label: "배경색", kind: "color" },
        { name: "button_font_color", label: "글자색", kind: "color" },
      ],
    },
  ],
  blank: {
    title: "",
    enabled: true,
    mobileImageUrl: "",
    desktopImageUrl: "",
    imageWidth: 600,
    imageHeight: 800,
    priority: 10,
    isSetPeriod: false,
    startDate: null,
    endDate: null,
    exposureMethod: "session",
    targetRange: "all",
    perPageType: [],
    urlRules: [],
    pointOfExposure: "immediately",
    inSecondsValue: 0,
    buttons: [],
  },
};

const topBanners: Resource = {
  path: "top-banners",
  title: "상단 띠배너",
  noun: "띠배너",
  columns: [
    { name: "title", label: "문구" },
    { name: "enabled", label: "사용", format: "bool" },
    { name: "endDate", label: "종료", format: "date" },
  ],
  fields: [
    { name: "title", label: "문구 ({countdown}은 종료까지 남은 시간)", kind: "text" },
    { name: "enabled", label: "사용", kind: "boolean" },
    { name: "textColor", label: "글자색", kind: "color" },
    { name: "backgroundColor", label: "배경색", kind: "color" },
    { name: "url", label: "링크", kind: "text" },
    { name: "endDate", label: "종료 (한국 시간)", kind: "datetime" },
    { name: "isNoCloseButton", label: "닫기 버튼 숨기기", kind: "boolean" },
    { name: "isFatInMobile", label: "모바일에서 두껍게", kind: "boolean" },
  ],
  blank: {
    title: "",
    enabled: true,
    textColor: "#ffffff",
    backgroundColor: "#3b3129",
    url: null,
    endDate: null,
    isNoCloseButton: false,
    isFatInMobile: false,
  },
};

const makersNotes: Resource = {
  path: "makers-notes",
  title: "메이커스 노트",
  noun: "노트",
  columns: [
    { name: "title", label: "제목" },
    { name: "status", label: "상태" },
    { name: "publishedAt", label: "공개일", format: "date" },
  ],
  fields: [
    { name: "slug", label: "주소 (영문 소문자, 숫자, -)", kind: "text" },
    { name: "title", label: "제목", kind: "text" },
    { name: "summary", label: "요약", kind: "text" },
    { name: "coverImage", label: "대표 이미지", kind: "image" },
    { name: "coverAlt", label: "대표 이미지 설명", kind: "text" },
    {
      name: "status",
      label: "상태",
      kind: "select",
      options: [
        ["draft", "작성 중"],
        ["published", "공개"],
      ],
    },
    { name: "blocks", label: "본문", kind: "blocks" },
  ],
  blank: { slug: "", title: "", summary: "", coverImage: "", coverAlt: "", status: "draft", blocks: [] },
  viewHref: (item) => (typeof item.id === "number" ? `/makersnote/preview/${item.id}` : null),
};

const places: Resource = {
  path: "places",
  title: "오프라인 스토어",
  noun: "스토어",
  columns: [
    { name: "name", label: "이름" },
    { name: "address", label: "주소" },
    { name: "position", label: "순서" },
    { name: "isExpose", label: "노출", format: "bool" },
  ],
  fields: [
    { name: "name", label: "이름", kind: "text" },
    { name: "description", label: "소개", kind: "text" },
    { name: "address", label: "주소", kind: "text" },
    { name: "hours", label: "영업시간", kind: "text" },
    { name: "phone", label: "전화번호", kind: "text" },
    { name: "image", label: "이미지", kind: "image" },
    { name: "position", label: "순서", kind: "number" },
    { name: "isExpose", label: "노출", kind: "boolean" },
  ],
  blank: { name: "", description: "", address: "", hours: "", phone: "", image: null, position: 0, isExpose: true },
  viewHref: () => "/places",
};

const playlists: Resource = {
  path: "playlists",
  title: "뮤직",
  noun: "플레이리스트",
  columns: [
    { name: "title", label: "제목" },
    { name: "tracks", label: "곡 수", format: "count" },
    { name: "position", label: "순서" },
    { name: "isExpose", label: "노출", format: "bool" },
  ],
  fields: [
    { name: "title", label: "제목", kind: "text" },
    { name: "description", label: "소개", kind: "text" },
    { name: "coverImage", label: "커버 이미지", kind: "image" },
    {
      name: "tracks",
      label: "곡·영상",
      kind: "rows",
      help: "영상 ID는 mw-official-kr처럼 /ytvid에 등록된 값이에요.",
      blank: { title: "", caption: "", videoId: "" },
      fields: [
        { name: "title", label: "제목", kind: "text" },
        { name: "caption", label: "설명", kind: "text" },
        { name: "videoId", label: "영상 ID", kind: "text" },
      ],
    },
    { name: "position", label: "순서", kind: "number" },
    { name: "isExpose", label: "노출", kind: "boolean" },
  ],
  blank: { title: "", description: "", coverImage: null, tracks: [], position: 0, isExpose: true },
  viewHref: () => "/music",
};

const contentPages: Resource = {
  path: "content-pages",
  title: "콘텐츠 페이지",
  noun: "페이지",
  columns: [
    { name: "slug", label: "주소" },
    { name: "title", label: "제목" },
    { name: "status", label: "상태" },
  ],
  fields: [
    { name: "slug", label: "주소", kind: "text" },
    { name: "title", label: "제목", kind: "text" },
    { name: "description", label: "설명 (검색·공유 미리보기)", kind: "text" },
    { name: "ogImage", label: "공유 이미지", kind: "image" },
    {
      name: "status",
      label: "상태",
      kind: "select",
      options: [
        ["published", "공개"],
        ["draft", "비공개"],
      ],
    },
    { name: "blocks", label: "본문", kind: "blocks" },
  ],
  blank: { slug: "", title: "", description: "", ogImage: null, status: "draft", blocks: [] },
  viewHref: (item) => (typeof item.slug === "string" ? `/${item.slug}` : null),
};

export const RESOURCES: Record<string, Resource> = Object.fromEntries(
  [popups, topBanners, makersNotes, places, playlists, contentPages].map((resource) => [resource.path, resource]),
);

/** The simple editor a console path names (/admin/popups/3 → popups), if there is one. */
export function resourceNamed(name: string | undefined): Resource | undefined {
  return name !== undefined && Object.hasOwn(RESOURCES, name) ? RESOURCES[name] : undefined;
}

/** The image fields of an editor (issue 22), each uploaded by its own form of the page. */
export const imageFieldsOf = (resource: Resource) =>
  resource.fields.filter((field): field is Extract<Field, { kind: "image" }> => field.kind === "image");

/** The body field of an editor (issue 22: a note's or content page's blocks), if it has one. */
export const bodyFieldOf = (resource: Resource) => resource.fields.find((field) => field.kind === "blocks");

/** The name an upload of the body's pictures is sent under (the field of its upload form). */
export const BODY_IMAGES = "bodyImages";
