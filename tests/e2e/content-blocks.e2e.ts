// Issue 22 "makers notes and content pages without JSON" in Chromium: an operator writes a new draft
// makers note's body with the block editor (a 소제목, a 글 and an 이미지 whose picture is uploaded on
// the page), moves the image up, saves, and the note's preview (/makersnote/preview/:id) shows them in
// that order. At 1440×900 with scripts (live preview); at 390×844 without scripts every step (사진
// 올리기, + 블록, 위로, 저장) is a plain form post. Neither editor has a JSON field any more. Each run
// makes its own draft notes (unique slugs), so no other spec sees them.
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, sharedBrowser, whenHydrated, withPage } from "./support/browser";
import { logInAsOperator } from "./support/console";
import { photo } from "./support/photo";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** The labels and help of the page's text areas: none may ask for JSON. */
const textAreaWords = (page: Page) =>
  page.locator("textarea").evaluateAll((areas) =>
    areas.map((area) => {
      const ids = `${area.getAttribute("aria-describedby") ?? ""} ${area.getAttribute("aria-labelledby") ?? ""}`;
      const described = ids
        .split(" ")
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? "");
      const labels = [...((area as HTMLTextAreaElement).labels ?? [])].map((label) => label.textContent ?? "");
      return [...labels, ...described, area.getAttribute("aria-label") ?? ""].join(" ");
    }),
  );

async function expectNoJsonField(page: Page) {
  await page.getByRole("group", { name: "본문" }).waitFor();
  for (const words of await textAreaWords(page)) expect(words).not.toMatch(/json/i);
}

/** Creates a draft note with its cover, slug and title; the page is then its editor. */
async function newNote(page: Page, slug: string) {
  await page.goto("/admin/makers-notes/new");
  const cover = page.getByRole("group", { name: "대표 이미지" });
  await cover.getByLabel("대표 이미지 올리기").setInputFiles(await photo(`${slug}.png`, "#c9b79c"));
  await cover.getByRole("button", { name: "사진 올리기", exact: true }).click();
  await cover.getByText("대표 이미지 바꾸기").waitFor({ timeout: 15_000 });
  await page.getByLabel("주소 (영문 소문자, 숫자, -)").fill(slug);
  await page.getByLabel("제목", { exact: true }).fill(`블록 노트 ${slug}`);
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await page.waitForURL(/\/admin\/makers-notes\/\d+$/);
  return Number(page.url().split("/").pop());
}

const block = (body: Locator, legend: string) => body.getByRole("group", { name: legend, exact: true });

/** The preview's heading, texts and images in their order on the page. */
async function previewOrder(page: Page, id: number) {
  await page.goto(`/makersnote/preview/${id}`);
  return page
    .locator("main")
    .locator("h2, p, img")
    .evaluateAll((nodes) =>
      nodes.map((node) => (node.tagName === "IMG" ? `img:${node.getAttribute("alt")}` : node.textContent?.trim())),
    );
}

describe("a makers note's body as blocks", () => {
  it("at 1440×900 with scripts: uploads a picture, adds blocks, moves the image up and saves", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await logInAsOperator(page);
      const slug = `blocks-e2e-${Date.now().toString(36)}`;
      const id = await newNote(page, slug);
      await whenHydrated(page);
      await expectNoJsonField(page);
      const body = page.getByRole("group", { name: "본문" });

      await body.getByLabel("본문 사진 올리기").setInputFiles(await photo("drying-room.png", "#8a6f4e"));
      await body.getByRole("button", { name: "사진 올리기", exact: true }).click();
      await body.getByText("사진을 올렸어요. 이미지 블록에서 고를 수 있어요.").waitFor({ timeout: 15_000 });

      await body.getByRole("button", { name: "+ 소제목", exact: true }).click();
      await block(body, "1. 소제목").getByRole("textbox", { name: "소제목", exact: true }).fill("건조실의 아침");
      await body.getByRole("button", { name: "+ 글", exact: true }).click();
      await block(body, "2. 글")
        .getByRole("textbox", { name: "글", exact: true })
        .fill("바람이 잘 드는 방에서 향을 말려요.");
      await body.getByRole("button", { name: "+ 이미지", exact: true }).click();
      const image = block(body, "3. 이미지");
      await image.getByRole("radio").first().check();
      await image.getByLabel("3. 이미지 이미지 설명").fill("향을 말리는 건조실");
      // The live preview shows what is typed, before anything is sent.
      const preview = page.getByRole("region", { name: "본문 미리보기" });
      await preview.getByRole("img", { name: "향을 말리는 건조실" }).waitFor();
      await body.getByRole("button", { name: "3. 이미지 위로", exact: true }).click();
      await block(body, "2. 이미지").waitFor();
      expect(await block(body, "1. 소제목").getByRole("textbox", { name: "소제목", exact: true }).inputValue()).toBe(
        "건조실의 아침",
      );
      expect(await block(body, "3. 글").getByRole("textbox", { name: "글", exact: true }).inputValue()).toBe(
        "바람이 잘 드는 방에서 향을 말려요.",
      );
      await screenshot(page, "content-blocks-note-desktop", { fullPage: true });

      await page.getByRole("button", { name: "저장", exact: true }).click();
      await page.getByRole("status").getByText("저장했어요.").waitFor();
      const order = await previewOrder(page, id);
      const start = order.indexOf("건조실의 아침");
      expect(order.slice(start, start + 3)).toEqual([
        "건조실의 아침",
        "img:향을 말리는 건조실",
        "바람이 잘 드는 방에서 향을 말려요.",
      ]);
      const src = await page.getByRole("img", { name: "향을 말리는 건조실" }).getAttribute("src");
      expect(src).toMatch(/^\/media\/u\/[0-9a-f]{32}-gallery\.webp$/);

      // A content page (the terms) has the same editor, and no JSON field either.
      await page.goto("/admin/content-pages");
      await page.locator('main a[href^="/admin/content-pages/"]:not([href$="/new"])').first().click();
      await page.waitForURL(/\/admin\/content-pages\/\d+$/);
      await expectNoJsonField(page);
    });
  });

  it("at 390×844 without scripts: the same steps are plain form posts", async () => {
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await logInAsOperator(page);
        const slug = `blocks-e2e-nojs-${Date.now().toString(36)}`;
        const id = await newNote(page, slug);
        await expectNoJsonField(page);
        const body = page.getByRole("group", { name: "본문" });

        await body.getByLabel("본문 사진 올리기").setInputFiles(await photo("kiln.png", "#5b6e7a"));
        await body.getByRole("button", { name: "사진 올리기", exact: true }).click();
        await page.getByText("사진을 올렸어요. 이미지 블록에서 고를 수 있어요.").waitFor({ timeout: 15_000 });

        await body.getByRole("button", { name: "+ 소제목", exact: true }).click();
        await block(body, "1. 소제목").getByRole("textbox", { name: "소제목", exact: true }).fill("가마 옆 선반");
        await body.getByRole("button", { name: "+ 글", exact: true }).click();
        await block(body, "2. 글")
          .getByRole("textbox", { name: "글", exact: true })
          .fill("구운 받침을 식히는 자리예요.");
        await body.getByRole("button", { name: "+ 이미지", exact: true }).click();
        const image = block(body, "3. 이미지");
        await image.getByRole("radio").first().check();
        await image.getByLabel("3. 이미지 이미지 설명").fill("식히는 받침");
        await body.getByRole("button", { name: "3. 이미지 위로", exact: true }).click();
        await block(body, "2. 이미지").waitFor();
        expect(await block(body, "2. 이미지").getByRole("radio").first().isChecked()).toBe(true);
        await block(body, "2. 이미지").scrollIntoViewIfNeeded();
        await screenshot(page, "content-blocks-note-phone-nojs");

        // Refused: a text emptied is named beside its field, and nothing typed is lost.
        await block(body, "3. 글").getByRole("textbox", { name: "글", exact: true }).fill(" ");
        await page.getByRole("button", { name: "저장", exact: true }).click();
        await block(body, "3. 글").getByText("글을 적어주세요.").waitFor();
        expect(await block(body, "1. 소제목").getByRole("textbox", { name: "소제목", exact: true }).inputValue()).toBe(
          "가마 옆 선반",
        );
        await block(body, "3. 글")
          .getByRole("textbox", { name: "글", exact: true })
          .fill("구운 받침을 식히는 자리예요.");
        await page.getByRole("button", { name: "저장", exact: true }).click();
        await page.getByRole("status").getByText("저장했어요.").waitFor();
        await screenshot(page, "content-blocks-note-phone-saved", { fullPage: true });

        const order = await previewOrder(page, id);
        const start = order.indexOf("가마 옆 선반");
        expect(order.slice(start, start + 3)).toEqual([
          "가마 옆 선반",
          "img:식히는 받침",
          "구운 받침을 식히는 자리예요.",
        ]);
      },
      [/status of 400/],
      { scripts: false },
    );
  });
});
