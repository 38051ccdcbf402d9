// Issue 22 "makers notes and content pages without JSON": the block editor's single page mode (one
// tab, no tab bar) for a note's or content page's body, the pictures uploaded for it that its forms
// keep, and the limits the body shares with the domain's ContentBlock schema (one rule in one place).
import { describe, expect, it } from "vitest";
import {
  blankBlock,
  blockInput,
  imagesOfBlocks,
  MAX_BLOCK_TEXT,
  MAX_PAGE_BLOCKS,
  pageBlockMessages as m,
  PRODUCT_PAGE,
  pageErrors,
  pageOf,
  pageStateOf,
  pageStateOfForm,
  pageStep,
  pageStepIntent,
  SINGLE_PAGE,
  tabInput,
  uploadedInput,
  uploadedOfForm,
} from "./page-blocks";

const formOf = (fields: Record<string, string>) => new URLSearchParams(fields);
const textBlocks = (count: number) => ({
  tabs: [
    { title: "", anchor: "", blocks: Array.from({ length: count }, () => ({ ...blankBlock("text"), text: "글" })) },
  ],
});

describe("the single page mode (a note's or content page's body)", () => {
  it("has one tab: adding a tab is refused, and a form with a second tab is refused on saving", () => {
    const state = textBlocks(1);
    expect(pageStep(state, pageStepIntent("tab-add"), SINGLE_PAGE).error?.field).toBe("page");
    expect(pageStep(state, pageStepIntent("tab-add"), PRODUCT_PAGE).state.tabs).toHaveLength(2);
    const form = formOf({
      [tabInput(0, "title")]: "",
      [blockInput(0, 0, "kind")]: "heading",
      [blockInput(0, 0, "text")]: "제1조",
      [tabInput(1, "title")]: "다른 탭",
    });
    expect(pageStateOfForm(form, SINGLE_PAGE).tabs).toHaveLength(2);
    expect(pageErrors(pageStateOfForm(form, SINGLE_PAGE), SINGLE_PAGE).page).toBe(m.tabs);
  });

  it(`takes up to ${MAX_PAGE_BLOCKS / 2} blocks (an 이미지 + 글 is two of the page's ${MAX_PAGE_BLOCKS} stored blocks)`, () => {
    const full = textBlocks(MAX_PAGE_BLOCKS / 2);
    expect(pageStep(full, pageStepIntent("block-add", 0, "text"), SINGLE_PAGE).error).toEqual({
      field: "page.0",
      message: m.bodyBlocks,
    });
    expect(pageStep(textBlocks(41), pageStepIntent("block-add", 0, "text"), SINGLE_PAGE).error).toBeUndefined();
    expect(pageErrors(textBlocks(41), SINGLE_PAGE)).toEqual({});
    expect(pageErrors(textBlocks(41), PRODUCT_PAGE)).toEqual({ "page.0": m.blocks });
  });

  it(`keeps a text of ${MAX_BLOCK_TEXT} characters (the terms' articles) and refuses a longer one`, () => {
    const state = (length: number) => ({
      tabs: [{ title: "", anchor: "", blocks: [{ ...blankBlock("text"), text: "가".repeat(length) }] }],
    });
    expect(pageErrors(state(MAX_BLOCK_TEXT), SINGLE_PAGE)).toEqual({});
    expect(pageErrors(state(MAX_BLOCK_TEXT + 1), SINGLE_PAGE)).toEqual({ [blockInput(0, 0, "text")]: m.textLength });
  });

  it("writes one tab as blocks without a tab bar, and reads a stored body back as the same blocks", () => {
    const body = [
      { type: "heading" as const, text: "제1조 (목적)" },
      { type: "text" as const, text: "이 약관은 …" },
      { type: "image" as const, src: "/media/u/a.webp", alt: "매장", width: 1200, height: 800 },
      { type: "text" as const, text: "사진 아래 글" },
      { type: "list" as const, items: ["하나", "둘"] },
    ];
    const state = pageStateOf({ mobileContent: body, navigation: [] });
    expect(state.tabs).toHaveLength(1);
    expect(pageOf(state, imagesOfBlocks(body))).toEqual({ mobileContent: body, navigation: [] });
    expect(imagesOfBlocks(body)).toEqual([{ src: "/media/u/a.webp", alt: "매장", width: 1200, height: 800 }]);
  });
});

describe("the pictures uploaded for a body", () => {
  it("are read in order, each once, until the first missing input", () => {
    const form = formOf({
      [uploadedInput(0)]: "/media/u/a-gallery.webp",
      [uploadedInput(1)]: "/media/u/a-gallery.webp",
      [uploadedInput(2)]: "/media/u/b-gallery.webp",
      [uploadedInput(4)]: "/media/u/c-gallery.webp",
    });
    expect(uploadedOfForm(form)).toEqual(["/media/u/a-gallery.webp", "/media/u/b-gallery.webp"]);
  });
});
