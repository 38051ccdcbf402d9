// Issue 5 (first part): sign up → welcome → account → logout; a guest meets the members-only
// dialog, logs in and adds the item.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openProduct, screenshot, sharedBrowser, viewports, whenHydrated, withPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

async function signUp(page: Page, email: string) {
  await page.goto("/signup/menu");
  await page.getByRole("link", { name: "이메일로 가입하기" }).click();
  await page.waitForURL("**/signup/form");
  await whenHydrated(page);
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호", { exact: true }).fill("향기로운하루2026!");
  await page.getByLabel("비밀번호 확인").fill("향기로운하루2026!");
  await page.getByLabel("성").fill("김");
  await page.getByLabel("이름").fill("하늘");
  await page.getByLabel("휴대전화 번호").pressSequentially("01012345678");
  expect(await page.getByLabel("휴대전화 번호").inputValue()).toBe("010-1234-5678");
  await page.getByLabel("전체 동의").check();
}

describe("accounts in Chromium", () => {
  it("signs up, is welcomed, sees the account and logs out (phone)", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await signUp(page, `e2e-${Date.now()}@collins.kr`);
      await screenshot(page, "signup-phone");
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.waitForURL("**/welcome");
      await page.getByRole("heading", { name: "하늘님, 환영해요" }).waitFor();
      // The header knows the new member at once: its menu leads to the account.
      await page.getByRole("button", { name: "메뉴 열기" }).click();
      await page.getByRole("dialog", { name: "메뉴" }).getByRole("link", { name: "마이페이지" }).click();
      await page.waitForURL("**/account");
      await page.getByRole("heading", { name: "안녕하세요, 하늘님" }).waitFor();
      await page.getByText("010-1234-5678").waitFor();
      await screenshot(page, "account-phone");
      await page.getByRole("button", { name: "로그아웃" }).click();
      await page.waitForURL(`${baseUrl}/`);
      // The header knows at once: the menu offers login again.
      await page.getByRole("button", { name: "메뉴 열기" }).click();
      await page.getByRole("dialog", { name: "메뉴" }).getByRole("link", { name: "로그인" }).waitFor();
      await page.goto("/account");
      await page.waitForURL(`${baseUrl}/`);
    });
  });

  it("shows the sign-up error of an e-mail already in use", async () => {
    const email = `taken-${Date.now()}@collins.kr`;
    await withPage(
      browser(),
      baseUrl,
      "desktop",
      async ({ context, page }) => {
        await signUp(page, email);
        await page.getByRole("button", { name: "가입하기" }).click();
        await page.waitForURL("**/welcome");
        await context.clearCookies();
        await signUp(page, email);
        await page.getByRole("button", { name: "가입하기" }).click();
        // Beside the e-mail field (spec §8: a 400 on sign-up carries the status value).
        await page.getByText("이미 가입된 이메일이에요. 로그인해주세요.").waitFor();
        expect(await page.getByLabel("이메일").getAttribute("aria-invalid")).toBe("true");
        expect(await page.getByLabel("이메일").inputValue()).toBe(email);
      },
      [/status of 400/],
    );
  });

  it("lets a guest log in from the members-only dialog and then buy the item (desktop)", async () => {
    const email = `member-${Date.now()}@collins.kr`;
    await withPage(
      browser(),
      baseUrl,
      "desktop",
      async ({ context, page }) => {
        await signUp(page, email);
        await page.getByRole("button", { name: "가입하기" }).click();
        await page.waitForURL("**/welcome");
        await context.clearCookies();

        await openProduct(page, "secret-wish-set");
        await page.getByRole("button", { name: "장바구니 담기" }).click();
        const dialog = page.getByRole("dialog", { name: "회원 전용 상품이에요" });
        await dialog.getByRole("link", { name: "회원가입 / 로그인" }).click();
        await page.waitForURL("**/signup/menu");
        await page.getByRole("link", { name: "로그인" }).last().click();
        await page.waitForURL("**/login/menu");
        await page.getByRole("link", { name: "이메일로 로그인" }).click();
        await page.getByLabel("이메일").fill(email);
        await page.getByLabel("비밀번호").fill("틀린비밀번호입니다");
        await page.getByRole("button", { name: "로그인" }).click();
        await page.getByRole("alert").getByText("이메일 또는 비밀번호가 올바르지 않아요.").waitFor();
        await page.getByLabel("비밀번호").fill("향기로운하루2026!");
        await page.getByRole("button", { name: "로그인" }).click();
        await page.waitForURL("**/account");

        await openProduct(page, "secret-wish-set");
        await page.getByRole("button", { name: "장바구니 담기" }).click();
        await page.getByRole("dialog", { name: "선택하신 상품을 장바구니에 담았어요." }).waitFor();
        await expect.poll(() => page.getByTestId("cart-badge").textContent()).toBe("1");
        // Spec §6 and §8: the guest's add answers 401, the wrong password 400.
      },
      [/status of 401/, /status of 400/],
    );
  });

  it("logs in with Kakao through the simulator, and comes back to the login page on deny (phone)", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      await page.goto("/login/menu");
      await page.getByRole("link", { name: "카카오로 시작하기" }).click();
      await page.getByRole("heading", { name: /카카오계정 정보 제공에 동의/ }).waitFor();
      await page.getByRole("button", { name: "취소" }).click();
      await page.waitForURL("**/login/menu?error=kakao_denied");
      await page.getByRole("alert").getByText("카카오 로그인을 취소했어요.").waitFor();

      await page.getByRole("link", { name: "카카오로 시작하기" }).click();
      await page.getByLabel("카카오 회원번호").fill(String(Date.now()));
      await page.getByLabel("카카오계정 이메일").fill(`kakao-${Date.now()}@kakao.example`);
      await page.getByLabel("닉네임").fill("바람");
      await page.getByRole("button", { name: "동의하고 계속하기" }).click();
      await page.waitForURL("**/account/&kakao_login=auto");
      await page.getByRole("heading", { name: "안녕하세요, 바람님" }).waitFor();
    });
  });

  it("links Kakao to a member with the same e-mail only after that member's password (phone)", async () => {
    const email = `kakao-link-${Date.now()}@collins.kr`;
    const signup = await fetch(`${baseUrl}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.200.${Date.now() % 250}.7` },
      body: JSON.stringify({
        email,
        password: "향기로운하루2026!",
        first_name: "하늘",
        phone: "010-1234-5678",
        agree_terms: true,
        agree_privacy: true,
      }),
    });
    expect(signup.status).toBe(200);
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await page.goto("/login/menu");
        await page.getByRole("link", { name: "카카오로 시작하기" }).click();
        await page.getByLabel("카카오 회원번호").fill(String(Date.now()));
        await page.getByLabel("카카오계정 이메일").fill(email);
        await page.getByRole("button", { name: "동의하고 계속하기" }).click();
        await page.waitForURL("**/login/kakao-link");
        await page.getByRole("heading", { name: "카카오 로그인 연결" }).waitFor();
        await page
          .getByText(`카카오계정의 이메일 ${email}은(는) 이미 콜린스 회원으로 가입되어 있어요.`, { exact: false })
          .waitFor();
        await page.getByLabel("비밀번호").fill("틀린비밀번호입니다");
        await page.getByRole("button", { name: "비밀번호 확인하고 연결하기" }).click();
        await page
          .getByRole("alert")
          .getByText(/비밀번호가 올바르지 않아요/)
          .waitFor();
        await screenshot(page, "kakao-link-phone");
        await page.getByLabel("비밀번호").fill("향기로운하루2026!");
        await page.getByRole("button", { name: "비밀번호 확인하고 연결하기" }).click();
        await page.waitForURL("**/account/&kakao_login=auto");
        await page.getByRole("heading", { name: "안녕하세요, 하늘님" }).waitFor();
      },
      [/status of 400/],
    );
  });

  it("lets a Kakao user whose e-mail someone else signed up with join without it, scripts off (desktop)", async () => {
    const email = `kakao-squatted-${Date.now()}@collins.kr`;
    const squatter = await fetch(`${baseUrl}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.201.${Date.now() % 250}.7` },
      body: JSON.stringify({
        email,
        password: "무단가입자의비밀번호2026",
        first_name: "무단",
        phone: "010-2345-6789",
        agree_terms: true,
        agree_privacy: true,
      }),
    });
    expect(squatter.status).toBe(200);
    const squatterId = ((await squatter.json()) as { id: number }).id;

    const context = await browser().newContext({
      baseURL: baseUrl,
      viewport: viewports.desktop,
      javaScriptEnabled: false,
      locale: "ko-KR",
      extraHTTPHeaders: { "x-forwarded-for": "10.19.0.5" },
    });
    try {
      const page = await context.newPage();
      await page.goto("/login/menu");
      await page.getByRole("link", { name: "카카오로 시작하기" }).click();
      await page.getByLabel("카카오 회원번호").fill(String(Date.now()));
      await page.getByLabel("카카오계정 이메일").fill(email);
      await page.getByLabel("닉네임").fill("바다");
      await page.getByRole("button", { name: "동의하고 계속하기" }).click();
      await page.waitForURL("**/login/kakao-link");
      await screenshot(page, "kakao-link-join-desktop");
      // The password field is required for linking, not for joining without the e-mail.
      await page.getByRole("button", { name: "이 이메일 없이 카카오로 가입하기" }).click();
      await page.waitForURL("**/account/&kakao_login=auto");
      const mine = (await (await page.request.get("/api/my/info")).json()) as { id: number; email: string };
      expect(mine.id).not.toBe(squatterId);
      expect(mine.email).toBe("");
    } finally {
      await context.close();
    }
  });

  it("edits the shipping address with the postcode search (desktop)", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      await signUp(page, `ship-${Date.now()}@collins.kr`);
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.waitForURL("**/welcome");
      await page.goto("/account");
      await page.getByRole("link", { name: "새 배송지 추가" }).click();
      await page.waitForURL("**/account/shipping/form");
      await page.getByRole("button", { name: "주소 검색" }).click();
      await page.getByRole("searchbox", { name: "도로명, 건물명 또는 지번 검색" }).fill("성수");
      await page.getByRole("list", { name: "주소 검색 결과" }).getByRole("button").first().click();
      expect(await page.getByLabel("우편번호").inputValue()).toBe("04778");
      expect(await page.getByLabel("주소", { exact: true }).inputValue()).toBe(
        "서울 성동구 성수이로 78 (성수동2가, 콜린스빌딩)",
      );
      await page.getByLabel("상세 주소").fill("3층");
      await screenshot(page, "shipping-form-desktop");
      await page.getByRole("button", { name: "저장하기" }).click();
      await page.waitForURL("**/account");
      await page.getByText("[04778] 서울 성동구 성수이로 78 (성수동2가, 콜린스빌딩) 3층").waitFor();
    });
  });
});
