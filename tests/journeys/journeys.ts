// The shopper journeys of issue 19 ("Three browser engines"), written once against the driver
// interface and run by each engine's spec file at 390×844 and 1440×900: browse → options → cart →
// checkout through the payment simulator → order complete; sign-up and login; a restock request;
// search. They drive the shop by what a shopper sees (roles, labels, button texts). What a journey
// relies on that other work may change is named once, in `shop` below.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  countScript,
  describeTarget,
  type Engine,
  poll,
  type Shopper,
  type Target,
  type Text,
  viewports,
} from "./driver";

const button = (name: Text, within?: Target): Target => ({ role: "button", name, within });
const link = (name: Text, within?: Target): Target => ({ role: "link", name, within });
const dialog = (name: Text): Target => ({ role: "dialog", name });

/** The shop's texts and steps the journeys depend on, in one place. */
const shop = {
  /**
   * The page is live once React has hydrated the document (React 18 and 19 mark the root they
   * listen on): before that a shopper's tap on a script-only control does nothing.
   */
  live: "Object.keys(document).some((key) => key.startsWith('_reactListening'))",
  /** The demo site popups this shopper has "seen" (tests/e2e/support/browser.ts), so none covers the page. */
  seenPopups: [
    "/media/popups/winter-gift-mobile.svg/",
    "/media/popups/winter-gift-mobile.svg/collection/gift",
    "/media/popups/moodwater-launch-mobile.svg/collection/mood",
    "/media/popups/moodwater-launch-mobile.svg/product/moodwater-",
    "/media/popups/stores-mobile.svg/*",
  ],
  collectionNav: { role: "navigation", name: "컬렉션 바로가기" } as Target,
  product: { slug: "collins-incense", card: /(^| )콜린스 인센스 판매가/, option: "우드" },
  /** The product page's purchase buttons load as a chunk; they are ready when this holds. */
  purchaseReady: "document.documentElement.dataset.purchaseReady === 'true'",
  /** Opens the options, picks the scent and puts it into the cart, ending on /cart. */
  async chooseOptionIntoCart(s: Shopper) {
    if (s.viewport === "phone") {
      await s.click(button("구매하기"));
      const sheet = dialog("옵션 선택");
      await s.click(button("구매하기", sheet));
      await s.click(button(/우드/, { role: "list", name: "향", within: sheet }));
      await s.click(button("장바구니 담기", sheet));
    } else {
      await s.click(button("향 선택"));
      await s.click(button(/우드/, { role: "list", name: "향" }));
      await s.click(button("장바구니 담기"));
    }
    await s.click(link("장바구니 보기", dialog("선택하신 상품을 장바구니에 담았어요.")));
    await waitForUrl(s, /\/cart$/);
  },
  /** Cart → checkout: the order button (a link or a form's button). */
  order: { text: "주문하기", within: { role: "complementary", name: "주문 금액" } } as Target,
  checkout: {
    heading: { role: "heading", name: "주문/결제" } as Target,
    async fill(s: Shopper, email: string | null) {
      await s.fill({ label: "받는 분" }, "김콜린");
      await s.fill({ label: "휴대전화" }, "01098765432");
      await s.click(button("주소 검색"));
      await s.fill({ role: "searchbox", name: "도로명, 건물명 또는 지번 검색" }, "성수");
      await s.click({ role: "button", within: { role: "list", name: "주소 검색 결과" } });
      await s.fill({ label: "상세 주소" }, "3층");
      if (email) await s.fill({ label: "이메일" }, email);
      await s.click({ label: /구매 조건에 동의해요/ });
    },
    pay: button(/원 결제하기$/),
  },
  payment: { approve: button("결제 승인"), window: /\/_sim\/portone\/window/ },
  orderComplete: { role: "heading", name: "주문이 완료되었어요" } as Target,
  signUp: {
    path: "/signup/form",
    password: "향기로운하루2026!",
    async fill(s: Shopper, email: string, phone: string) {
      await s.fill({ label: "이메일" }, email);
      await s.fill({ label: "비밀번호" }, shop.signUp.password);
      await s.fill({ label: "비밀번호 확인" }, shop.signUp.password);
      await s.fill({ label: "성" }, "한");
      await s.fill({ label: "이름" }, "하늘");
      await s.fill({ label: "휴대전화 번호" }, phone);
      await s.click({ label: "전체 동의" });
    },
    submit: button("가입하기"),
    welcome: { role: "heading", name: "하늘님, 환영해요" } as Target,
  },
  login: {
    menu: "/login/menu",
    byEmail: link("이메일로 로그인"),
    submit: button("로그인"),
    account: { role: "heading", name: "안녕하세요, 하늘님" } as Target,
    logout: button("로그아웃"),
  },
  restock: {
    slug: "moodwater-violet",
    open: link("재입고 알림 신청"),
    popup: dialog("재입고 알림 신청"),
    submit: button("알림 신청하기", dialog("재입고 알림 신청")),
    done: "잘 등록되었어요. 제품의 입고 후 판매가 재개되면, 입력하신 연락처로 알려드릴게요.",
  },
  search: {
    open: link("검색"),
    panel: dialog("상품 검색"),
    results: /^검색 결과 \d+개$/,
    result: { css: "a[href='/product/moodwater-yuja']", within: dialog("상품 검색") } as Target,
  },
};

/** Waits until the target has a visible element (a count of 0 is no answer: poll waits on). */
async function waitFor(s: Shopper, target: Target, timeout?: number) {
  await poll(
    `${describeTarget(target)} on ${await s.url()}`,
    async () => (await s.evaluate<number>(countScript(target))) > 0,
    timeout,
  );
}

async function waitForText(s: Shopper, text: Text, within?: Target) {
  await waitFor(s, { text, within });
}

async function waitForUrl(s: Shopper, pattern: RegExp, timeout?: number) {
  await poll(`the URL ${pattern}`, async () => pattern.test(await s.url()), timeout);
}

/** Opens a page of the shop and waits until it is live. */
async function open(s: Shopper, path: string) {
  await s.goto(path);
  await poll(`a live page at ${path}`, () => s.evaluate<boolean>(shop.live));
}

/** A message the shop shows as an alert or on the page; an alert is accepted. */
async function waitForMessage(s: Shopper, text: string) {
  const said: string[] = [];
  await poll(`the message "${text}"`, async () => {
    const alert = await s.takeDialog();
    if (alert !== null) said.push(alert);
    if (said.includes(text)) return true;
    return (await s.evaluate<number>(countScript({ text }))) > 0;
  });
}

/** Pays in the simulator, in its popup window (desktop) or in the page itself (phone redirect). */
async function payInSimulator(s: Shopper) {
  const where = await poll("the payment window", async () => {
    const [popup] = await s.windows();
    if (popup) return popup;
    return shop.payment.window.test(await s.url()) ? "page" : null;
  });
  if (where === "page") await s.click(shop.payment.approve);
  else await s.inWindow(where, () => s.click(shop.payment.approve));
}

const phoneNumber = () => `010${randomInt(10_000_000, 99_999_999)}`;
const dashed = (digits: string) => digits.replace(/^(\d{3})(\d{4})(\d{4})$/, "$1-$2-$3");

export function describeJourneys(engine: Engine) {
  const baseUrl = inject("baseUrl");
  beforeAll(() => engine.launch(), 60_000);
  afterAll(() => engine.close());

  describe.each(Object.keys(viewports) as (keyof typeof viewports)[])(`${engine.name} at %s`, (viewport) => {
    const size = `${viewports[viewport].width}x${viewports[viewport].height}`;

    /** Runs a journey as a new shopper; on failure, a screenshot and the URL go to the log. */
    async function asShopper(name: string, journey: (s: Shopper) => Promise<void>) {
      const s = await engine.open(baseUrl, viewport);
      try {
        await s.goto("/robots.txt");
        await s.evaluate(
          `(${JSON.stringify(shop.seenPopups)}).forEach((key) => sessionStorage.setItem(key, "true")) ?? true`,
        );
        await journey(s);
        await s.screenshot(`journey-${engine.name}-${name}-${size}`);
      } catch (error) {
        const file = await s.screenshot(`failed-${engine.name}-${name}-${size}`).catch(() => "none");
        console.error(`${engine.name} ${viewport} ${name} failed at ${await s.url().catch(() => "?")} (${file})`);
        throw error;
      } finally {
        await s.close().catch(() => {});
      }
    }

    it("browses, chooses an option, orders, pays in the simulator and sees the order complete", async () => {
      await asShopper("buy", async (s) => {
        await open(s, "/");
        await s.click(link(/^인센스/, shop.collectionNav));
        await waitForUrl(s, /\/collection\//);
        await s.click(link(shop.product.card));
        await waitForUrl(s, new RegExp(`/product/${shop.product.slug}$`));
        await poll("the purchase buttons", () => s.evaluate<boolean>(shop.purchaseReady));
        await shop.chooseOptionIntoCart(s);
        await waitForText(s, `옵션: ${shop.product.option}`);
        expect((await s.cookies()).map((cookie) => cookie.name)).toContain("collins_cart");

        await s.click(shop.order);
        await waitForUrl(s, /\/checkout$/);
        await waitFor(s, shop.checkout.heading);
        await shop.checkout.fill(s, `journey-${engine.name}-${viewport}@collins.kr`);
        await s.click(shop.checkout.pay);
        await payInSimulator(s);
        await waitForUrl(s, /\/order\/complete\?orderId=\d+/, 30_000);
        await waitFor(s, shop.orderComplete);
        await waitForText(s, "콜린스 인센스");
      });
    });

    it("signs up, logs out and logs in again", async () => {
      await asShopper("account", async (s) => {
        const email = `journey-${engine.name}-${viewport}-${Date.now()}@collins.kr`;
        const phone = phoneNumber();
        await open(s, shop.signUp.path);
        await shop.signUp.fill(s, email, phone);
        await s.click(shop.signUp.submit);
        await waitForUrl(s, /\/welcome$/);
        await waitFor(s, shop.signUp.welcome);
        const session = (await s.cookies()).find((cookie) => cookie.name === "collins_session");
        expect(session, "the session cookie of an http shop").toMatchObject({ secure: false });

        await open(s, "/account");
        await waitFor(s, shop.login.account);
        await waitForText(s, dashed(phone));
        await s.click(shop.login.logout);
        await waitForUrl(s, /\/$/);

        await open(s, shop.login.menu);
        await s.click(shop.login.byEmail);
        await s.fill({ label: "이메일" }, email);
        await s.fill({ label: "비밀번호" }, shop.signUp.password);
        await s.click(shop.login.submit);
        await waitForUrl(s, /\/account$/);
        await waitFor(s, shop.login.account);
      });
    });

    it("asks for a restock text on a sold-out product", async () => {
      await asShopper("restock", async (s) => {
        await open(s, `/product/${shop.restock.slug}`);
        await s.click(shop.restock.open);
        await waitFor(s, shop.restock.popup);
        await s.fill({ label: "이름", within: shop.restock.popup }, "김하늘");
        await s.fill({ label: "휴대전화 번호", within: shop.restock.popup }, phoneNumber());
        await s.click({ label: "[필수] 개인정보 수집·이용 동의", within: shop.restock.popup });
        await s.click(shop.restock.submit);
        await waitForMessage(s, shop.restock.done);
      });
    });

    it("searches for 무드 and opens a result", async () => {
      await asShopper("search", async (s) => {
        await open(s, "/collection/fragrance");
        await s.click(shop.search.open);
        await s.fill({ role: "searchbox", within: shop.search.panel }, "무드");
        await waitForText(s, shop.search.results, shop.search.panel);
        await s.click(shop.search.result);
        await waitForUrl(s, /\/product\/moodwater-yuja$/);
        await waitForText(s, "무드워터 유자");
      });
    });
  });
}
