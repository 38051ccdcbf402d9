// The product detail page's block editor (issue 22 "Detail page editor"; spec §2 "Product page":
// an in-page tab bar of 2 to 9 tabs, each scrolling to its section). The editor's tabs and blocks,
// read from the stored page, from the editor's form (server and, for the live preview, browser),
// stepped by its buttons (add, remove, 위로, 아래로), checked, and written back as the page the
// storefront renders: a tab is a navigation entry and the anchored heading that starts its section;
// a block is one of the storefront's kinds (이미지 + 글 is an image and then a text). The same editor
// in its single page mode (one tab, no tab bar) writes the body of a makers note or a content page.

export type StoredBlock =
  | { type: "heading"; anchor?: string; text: string }
  | { type: "text"; text: string }
  | { type: "image"; src: string; alt: string; width: number; height: number }
  | { type: "list"; items: string[] };

export type StoredPage = { mobileContent: StoredBlock[]; navigation: { data: { title: string; anchor: string } }[] };

export const BLOCK_KINDS = [
  ["text", "글"],
  ["image", "이미지"],
  ["imageText", "이미지 + 글"],
  ["notice", "안내"],
  ["heading", "소제목"],
] as const;

export type BlockKind = (typeof BLOCK_KINDS)[number][0];

export type EditorBlock = { kind: BlockKind; text: string; src: string; alt: string; width: string; height: string };
export type EditorTab = { title: string; anchor: string; blocks: EditorBlock[] };
export type PageState = { tabs: EditorTab[] };

/** An image the editor offers for a block: the product's photos. */
export type BlockImage = { src: string; alt: string; width: number; height: number };

/** Spec §2: up to 9 tabs; a tab holds at most 40 blocks (a long page is several tabs). */
export const MAX_TABS = 9;
export const MAX_BLOCKS_PER_TAB = 40;
/** The stored blocks of one page (a product's detail page, a note's or content page's body). */
export const MAX_PAGE_BLOCKS = 200;
/** The longest text of one block: a long page such as the terms is several text blocks. */
export const MAX_BLOCK_TEXT = 5000;

export const pageBlockMessages = {
  tabs: `탭은 ${MAX_TABS}개까지 만들 수 있어요.`,
  tabTitle: "탭이 2개 이상이면 탭마다 이름을 적어주세요.",
  tabTitleLength: "탭 이름은 30자까지 적을 수 있어요.",
  blocks: `한 탭에는 블록을 ${MAX_BLOCKS_PER_TAB}개까지 넣을 수 있어요.`,
  text: "글을 적어주세요.",
  textLength: `글은 ${MAX_BLOCK_TEXT.toLocaleString("ko-KR")}자까지 적을 수 있어요. 긴 글은 블록을 나눠주세요.`,
  heading: "소제목을 적어주세요.",
  headingLength: "소제목은 200자까지 적을 수 있어요.",
  notice: "안내 문구를 한 줄 이상 적어주세요.",
  noticeLength: "안내 문구는 한 줄에 500자, 50줄까지예요.",
  image: "이미지를 골라주세요.",
  alt: "이미지 설명(대체 텍스트)을 적어주세요.",
  altLength: "이미지 설명은 200자까지 적을 수 있어요.",
  step: "편집 단계를 알 수 없어요. 페이지를 새로 고쳐주세요.",
  bodyBlocks: `본문에는 블록을 ${MAX_PAGE_BLOCKS / 2}개까지 넣을 수 있어요.`,
} as const;

/** How many tabs and blocks (per tab) an editor takes, and the message of a block too many. */
export type PageMode = { tabs: number; blocks: number; blocksMessage: string };
export const PRODUCT_PAGE: PageMode = {
  tabs: MAX_TABS,
  blocks: MAX_BLOCKS_PER_TAB,
  blocksMessage: pageBlockMessages.blocks,
};
/** A note's or content page's body: one tab; an 이미지 + 글 block is two stored blocks. */
export const SINGLE_PAGE: PageMode = {
  tabs: 1,
  blocks: MAX_PAGE_BLOCKS / 2,
  blocksMessage: pageBlockMessages.bodyBlocks,
};

/** The names of the editor's inputs: `page.0.title`, `page.0.2.alt`. */
export const tabInput = (tab: number, field: "title" | "anchor") => `page.${tab}.${field}`;
export const blockInput = (tab: number, block: number, field: keyof EditorBlock) => `page.${tab}.${block}.${field}`;

/** The intent of an editor step: `page:block-add:0:text`, `page:tab-up:1`. */
export const PAGE_STEP = "page";
export const pageStepIntent = (...parts: (string | number)[]) => [PAGE_STEP, ...parts].join(":");
export const isPageStep = (intent: string) => intent.startsWith(`${PAGE_STEP}:`);

export const blankBlock = (kind: BlockKind): EditorBlock => ({
  kind,
  text: "",
  src: "",
  alt: "",
  width: "",
  height: "",
});
const blankTab = (): EditorTab => ({ title: "", anchor: "", blocks: [] });

/** The stored page as the editor's tabs; a page without tabs is one untitled tab. */
export function pageStateOf(page: StoredPage | null | undefined): PageState {
  const anchors = new Set((page?.navigation ?? []).map((tab) => tab.data.anchor));
  const titles = new Map((page?.navigation ?? []).map((tab) => [tab.data.anchor, tab.data.title]));
  const tabs: EditorTab[] = [];
  const current = () => {
    if (tabs.length === 0) tabs.push(blankTab());
    return tabs[tabs.length - 1] as EditorTab;
  };
  for (const block of page?.mobileContent ?? []) {
    if (block.type === "heading" && block.anchor && anchors.has(block.anchor)) {
      const last = tabs[tabs.length - 1];
      // Blocks before the first tab's heading stay in the first tab.
      if (last && !last.anchor && tabs.length === 1) {
        last.anchor = block.anchor;
        last.title = titles.get(block.anchor) ?? block.text;
      } else tabs.push({ title: titles.get(block.anchor) ?? block.text, anchor: block.anchor, blocks: [] });
      continue;
    }
    const tab = current();
    const previous = tab.blocks[tab.blocks.length - 1];
    if (block.type === "text" && previous?.kind === "image") {
      previous.kind = "imageText";
      previous.text = block.text;
    } else if (block.type === "image") {
      tab.blocks.push({
        ...blankBlock("image"),
        src: block.src,
        alt: block.alt,
        width: String(block.width),
        height: String(block.height),
      });
    } else if (block.type === "list") tab.blocks.push({ ...blankBlock("notice"), text: block.items.join("\n") });
    else tab.blocks.push({ ...blankBlock(block.type), text: block.text });
  }
  return { tabs: tabs.length ? tabs : [blankTab()] };
}

type FormLike = { get(name: string): unknown; has(name: string): boolean };

const textOf = (form: FormLike, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const isKind = (value: string): value is BlockKind => BLOCK_KINDS.some(([kind]) => kind === value);

/** The editor's tabs and blocks as sent (a block of an unknown kind is left out). */
export function pageStateOfForm(form: FormLike, mode: PageMode = PRODUCT_PAGE): PageState {
  const tabs: EditorTab[] = [];
  for (let tab = 0; tab <= mode.tabs && form.has(tabInput(tab, "title")); tab += 1) {
    const blocks: EditorBlock[] = [];
    for (let block = 0; block <= mode.blocks && form.has(blockInput(tab, block, "kind")); block += 1) {
      const kind = textOf(form, blockInput(tab, block, "kind"));
      if (!isKind(kind)) continue;
      blocks.push({
        kind,
        text: textOf(form, blockInput(tab, block, "text")),
        src: textOf(form, blockInput(tab, block, "src")),
        alt: textOf(form, blockInput(tab, block, "alt")),
        width: textOf(form, blockInput(tab, block, "width")),
        height: textOf(form, blockInput(tab, block, "height")),
      });
    }
    tabs.push({ title: textOf(form, tabInput(tab, "title")), anchor: textOf(form, tabInput(tab, "anchor")), blocks });
  }
  return { tabs };
}

/**
 * The pictures uploaded for a body (single page mode) and kept by its forms until a block shows
 * them: `bodyImages.0`, `bodyImages.1` … (their sizes are the server's, never the form's).
 */
export const MAX_UPLOADED_IMAGES = 20;
export const uploadedInput = (index: number) => `bodyImages.${index}`;

export function uploadedOfForm(form: FormLike): string[] {
  const sources: string[] = [];
  for (let index = 0; index < MAX_UPLOADED_IMAGES && form.has(uploadedInput(index)); index += 1) {
    const src = textOf(form, uploadedInput(index));
    if (src && !sources.includes(src)) sources.push(src);
  }
  return sources;
}

/** The images a body's blocks already show, with the sizes they were stored with. */
export const imagesOfBlocks = (blocks: StoredBlock[]): BlockImage[] =>
  blocks.flatMap((block) =>
    block.type === "image" ? [{ src: block.src, alt: block.alt, width: block.width, height: block.height }] : [],
  );

const swap = <T>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined && to >= 0 && to <= list.length - 1) next.splice(to, 0, moved);
  else if (moved !== undefined) next.splice(from, 0, moved);
  return next;
};

/** The state after one editor step, or the Korean message (and its input) of a step refused. */
export function pageStep(
  state: PageState,
  intent: string,
  mode: PageMode = PRODUCT_PAGE,
): { state: PageState; error?: { field: string; message: string } } {
  const [, step, first, second] = intent.split(":");
  const t = Number(first);
  const b = Number(second);
  const tabs = state.tabs.length ? state.tabs : [blankTab()];
  const tab = tabs[t];
  const withTab = (next: EditorTab) => ({ state: { tabs: tabs.map((each, i) => (i === t ? next : each)) } });
  switch (step) {
    case "tab-add":
      if (tabs.length >= mode.tabs) return { state, error: { field: "page", message: pageBlockMessages.tabs } };
      return { state: { tabs: [...tabs, blankTab()] } };
    case "tab-remove":
      if (tab && tabs.length > 1) return { state: { tabs: tabs.filter((_, i) => i !== t) } };
      break;
    case "tab-up":
    case "tab-down":
      if (tab) return { state: { tabs: swap(tabs, t, step === "tab-up" ? t - 1 : t + 1) } };
      break;
    case "block-add":
      if (tab && isKind(second ?? "")) {
        if (tab.blocks.length >= mode.blocks) {
          return { state, error: { field: `page.${t}`, message: mode.blocksMessage } };
        }
        return withTab({ ...tab, blocks: [...tab.blocks, blankBlock(second as BlockKind)] });
      }
      break;
    case "block-remove":
      if (tab?.blocks[b]) return withTab({ ...tab, blocks: tab.blocks.filter((_, i) => i !== b) });
      break;
    case "block-up":
    case "block-down":
      if (tab?.blocks[b]) return withTab({ ...tab, blocks: swap(tab.blocks, b, step === "block-up" ? b - 1 : b + 1) });
      break;
  }
  return { state, error: { field: "page", message: pageBlockMessages.step } };
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Each refused input's Korean message, by the input's name. */
export function pageErrors(state: PageState, mode: PageMode = PRODUCT_PAGE): Record<string, string> {
  const m = pageBlockMessages;
  const errors: Record<string, string> = {};
  if (state.tabs.length > mode.tabs) errors.page = m.tabs;
  state.tabs.forEach((tab, t) => {
    if (state.tabs.length > 1) {
      if (!tab.title.trim()) errors[tabInput(t, "title")] = m.tabTitle;
      else if (tab.title.trim().length > 30) errors[tabInput(t, "title")] = m.tabTitleLength;
    }
    if (tab.blocks.length > mode.blocks) errors[`page.${t}`] = mode.blocksMessage;
    tab.blocks.forEach((block, b) => {
      const text = block.text.trim();
      if (block.kind === "heading") {
        if (!text) errors[blockInput(t, b, "text")] = m.heading;
        else if (text.length > 200) errors[blockInput(t, b, "text")] = m.headingLength;
      }
      if (block.kind === "text" || block.kind === "imageText") {
        if (!text) errors[blockInput(t, b, "text")] = m.text;
        else if (text.length > MAX_BLOCK_TEXT) errors[blockInput(t, b, "text")] = m.textLength;
      }
      if (block.kind === "notice") {
        const items = lines(block.text);
        if (items.length === 0) errors[blockInput(t, b, "text")] = m.notice;
        else if (items.length > 50 || items.some((item) => item.length > 500)) {
          errors[blockInput(t, b, "text")] = m.noticeLength;
        }
      }
      if (block.kind === "image" || block.kind === "imageText") {
        if (!block.src) errors[blockInput(t, b, "src")] = m.image;
        if (!block.alt.trim()) errors[blockInput(t, b, "alt")] = m.alt;
        else if (block.alt.trim().length > 200) errors[blockInput(t, b, "alt")] = m.altLength;
      }
    });
  });
  return errors;
}

/** A tab's anchor: the stored one, else `tab-N` not used by another tab. */
function anchorsOf(tabs: EditorTab[]): string[] {
  const taken = new Set(tabs.map((tab) => tab.anchor).filter(Boolean));
  let next = 1;
  return tabs.map((tab) => {
    if (tab.anchor) return tab.anchor;
    while (taken.has(`tab-${next}`)) next += 1;
    taken.add(`tab-${next}`);
    return `tab-${next}`;
  });
}

const sizeOf = (value: string) => {
  const size = Number(value);
  return Number.isInteger(size) && size > 0 ? size : 1;
};

/**
 * The page the storefront renders; no blocks and no tabs is no page (the product's description
 * shows). An image's size is its photo's, else the size it was stored with. One tab has no tab bar.
 */
export function pageOf(state: PageState, images: BlockImage[]): StoredPage | null {
  const tabs = state.tabs.filter((tab, i) => i === 0 || tab.title.trim() || tab.blocks.length);
  if (tabs.every((tab) => tab.blocks.length === 0) && tabs.length <= 1) return null;
  const named = tabs.length > 1;
  const anchors = anchorsOf(tabs);
  const mobileContent: StoredBlock[] = [];
  tabs.forEach((tab, t) => {
    if (named) mobileContent.push({ type: "heading", anchor: anchors[t], text: tab.title.trim() });
    for (const block of tab.blocks) {
      if (block.kind === "image" || block.kind === "imageText") {
        const photo = images.find((image) => image.src === block.src);
        mobileContent.push({
          type: "image",
          src: block.src,
          alt: block.alt.trim(),
          width: photo?.width ?? sizeOf(block.width),
          height: photo?.height ?? sizeOf(block.height),
        });
      }
      if (block.kind === "text" || block.kind === "imageText")
        mobileContent.push({ type: "text", text: block.text.trim() });
      if (block.kind === "heading") mobileContent.push({ type: "heading", text: block.text.trim() });
      if (block.kind === "notice") mobileContent.push({ type: "list", items: lines(block.text) });
    }
  });
  return {
    mobileContent,
    navigation: named
      ? tabs.map((tab, t) => ({ data: { title: tab.title.trim(), anchor: anchors[t] as string } }))
      : [],
  };
}
