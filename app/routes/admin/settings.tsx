// Shop settings in the console (/admin/settings, issue 20): the shipping policy (the cart's fee and
// free-shipping threshold, the dispatch cut-off and the 교환·반품 text of every product page), the
// footer's external links and the home's sections (issue 21), the footer's business information
// with the Kakao channel, and the terms and privacy texts (issue 22). Each form posts to this page's
// action, which checks it with the API's schema and saves it through the API's domain function
// (audit entry included). The top banner is an editor of its own (/admin/top-banners).
import { Form } from "react-router";
import { footerLinkHref } from "../../../core/footer-links";
import { formValues, withNumbers } from "../../../core/form";
import { LEGAL_TEXT_MAX } from "../../../core/legal-text";
import { cutoffLabel, RETURNS_TEXT_MAX, shippingFeeLine } from "../../../core/shipping";
import {
  businessInfoSettingSchema,
  footerLinksSchema,
  homeSectionsSchema,
  legalTextSchema,
  readShopSettings,
  shippingPolicySchema,
  updateShopSetting,
} from "../../../server/domain/settings/shop-settings";
import { footerMessages } from "../../components/footer-messages";
import { controlOf, FormField } from "../../components/form-field";
import styles from "../../features/admin/admin.module.css";
import { checked, consoleAction, consoleHeaders, consoleLoader, done } from "../../features/admin/console.server";
import {
  HOME_SECTIONS_INTENT,
  HomeSectionsForm,
  homeSectionFieldOf,
  homeSectionsOfForm,
} from "../../features/admin/home-sections-form";
import {
  BUSINESS_INFO_INTENT,
  BusinessInfoForm,
  LEGAL_TEXTS,
  LegalTextForm,
  SettingsNav,
} from "../../features/admin/settings-forms";
import { FormEnd, PageError, PageHead, useAnswer } from "../../features/admin/ui";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, () => readShopSettings(context.db));
}

export async function action({ request, context }: Route.ActionArgs) {
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    if (intent === "terms" || intent === "privacy") {
      const values = formValues(form, LEGAL_TEXT_MAX + 1);
      await updateShopSetting(context.db, operator, intent, checked(legalTextSchema, values, intent));
      return done(intent, `${LEGAL_TEXTS[intent].title}을 저장했어요. 쇼핑몰에 바로 반영돼요.`);
    }
    const values = formValues(form, RETURNS_TEXT_MAX + 1);
    if (intent === BUSINESS_INFO_INTENT) {
      const business = checked(businessInfoSettingSchema, values, intent);
      await updateShopSetting(context.db, operator, "business_info", business);
      return done(intent, "사업자 정보를 저장했어요. 쇼핑몰 하단에 바로 반영돼요.");
    }
    if (intent === HOME_SECTIONS_INTENT) {
      const input = homeSectionsOfForm(form);
      const sections = checked(homeSectionsSchema, input, intent, values, homeSectionFieldOf(input));
      await updateShopSetting(context.db, operator, "home_sections", sections);
      return done(intent, "홈 화면 구성을 저장했어요. 홈에 바로 반영돼요.");
    }
    if (intent === "footer-links") {
      await updateShopSetting(context.db, operator, "footer_links", checked(footerLinksSchema, values, intent));
      return done(intent, "푸터 링크를 저장했어요.");
    }
    const policy = checked(shippingPolicySchema, withNumbers(values, ["fee", "freeFrom"]), "shipping", values);
    await updateShopSetting(context.db, operator, "shipping", policy);
    return done("shipping", "배송 정책을 저장했어요. 상품 페이지와 장바구니에 바로 반영돼요.");
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

const SHIPPING_FIELDS = [
  { name: "fee", label: "배송비 (원)", type: "text", hint: "0이면 모든 주문이 무료배송이에요." },
  {
    name: "freeFrom",
    label: "무료배송 기준 금액 (원)",
    type: "text",
    hint: "할인 후 상품 금액이 이 금액 이상이면 무료배송이에요. 비워두면 기준이 없어요.",
  },
  {
    name: "dispatchCutoff",
    label: "당일 출고 마감 (한국 시간)",
    type: "time",
    hint: "평일 이 시간까지 결제한 주문은 당일 출고해요. 주말에는 출고하지 않아요.",
  },
] as const;

const LINK_FIELDS = [
  { name: "partnership", label: footerMessages.partnership },
  { name: "bulkPurchase", label: footerMessages.bulkPurchase },
  { name: "wholesaleGlobal", label: footerMessages.wholesaleGlobal },
] as const;

const GROUPS = [
  { id: "shipping", label: "배송 정책" },
  { id: "footer-links", label: "푸터 링크" },
  { id: "home-sections-title", label: "홈 화면 구성" },
  { id: "business", label: "사업자 정보" },
  { id: "terms", label: LEGAL_TEXTS.terms.title },
  { id: "privacy", label: LEGAL_TEXTS.privacy.title },
] as const;

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { shipping, footer_links: footerLinks, home_sections: homeSections } = loaderData;
  const shippingAnswer = useAnswer("shipping");
  const linksAnswer = useAnswer("footer-links");
  const homeAnswer = useAnswer(HOME_SECTIONS_INTENT);
  const businessAnswer = useAnswer(BUSINESS_INFO_INTENT);
  const termsAnswer = useAnswer("terms");
  const privacyAnswer = useAnswer("privacy");
  // A refused form shows what was sent; a saved one shows what is stored.
  const sent = (answer: typeof shippingAnswer, name: string, stored: unknown) =>
    String(answer && !answer.ok ? (answer.values?.[name] ?? "") : (stored ?? ""));
  return (
    <>
      <PageHead title="쇼핑몰 설정" />
      <SettingsNav groups={GROUPS} />
      <Form
        method="post"
        id="shipping"
        key={JSON.stringify(shipping)}
        className={`${styles.panel} ${styles.form}`}
        aria-labelledby="shipping-title"
        noValidate
      >
        <h2 id="shipping-title">배송 정책</h2>
        <p className={styles.help}>
          상품 페이지의 가격 아래에 “{shippingFeeLine(shipping)}”로 보이고, 당일 출고 상품에는 평일{" "}
          {cutoffLabel(shipping.dispatchCutoff)}까지 “오늘 출발”이 보여요. 장바구니와 결제의 배송비도 이 정책을 따라요.
        </p>
        <div className={styles.grid2}>
          {SHIPPING_FIELDS.map((field) => (
            <FormField
              key={field.name}
              idPrefix="shipping"
              className={styles.field}
              name={field.name}
              label={field.label}
              type={field.type}
              inputMode={field.type === "text" ? "numeric" : undefined}
              hint={field.hint}
              error={shippingAnswer?.errors[field.name]}
              defaultValue={sent(shippingAnswer, field.name, shipping[field.name])}
            />
          ))}
        </div>
        <FormField
          idPrefix="shipping"
          className={styles.field}
          name="returnsText"
          label="교환·반품 안내"
          hint="상품 페이지의 배송/교환/반품 안내에 줄마다 한 문단으로 보여요."
          error={shippingAnswer?.errors.returnsText}
          render={(input) => (
            <textarea
              {...controlOf(input)}
              className={styles.prose}
              rows={7}
              maxLength={RETURNS_TEXT_MAX}
              defaultValue={sent(shippingAnswer, "returnsText", shipping.returnsText)}
            />
          )}
        />
        <FormEnd answer={shippingAnswer} intent="shipping">
          배송 정책 저장
        </FormEnd>
      </Form>
      <Form
        method="post"
        id="footer-links"
        key={JSON.stringify(footerLinks)}
        className={`${styles.panel} ${styles.form}`}
        aria-labelledby="links-title"
        noValidate
      >
        <h2 id="links-title">푸터 링크</h2>
        <p className={styles.help}>비워두면 쇼핑몰의 상담 문의 양식이 해당 문의 유형으로 열려요.</p>
        {LINK_FIELDS.map((field) => (
          <FormField
            key={field.name}
            idPrefix="links"
            className={styles.field}
            name={field.name}
            label={field.label}
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={`비워두면 ${footerLinkHref(field.name, null)}`}
            error={linksAnswer?.errors[field.name]}
            defaultValue={sent(linksAnswer, field.name, footerLinks[field.name])}
          />
        ))}
        <FormEnd answer={linksAnswer} intent="footer-links">
          푸터 링크 저장
        </FormEnd>
      </Form>
      <HomeSectionsForm setting={homeSections} answer={homeAnswer} />
      <BusinessInfoForm setting={loaderData.business_info} answer={businessAnswer} />
      <LegalTextForm kind="terms" text={loaderData.terms.text} answer={termsAnswer} />
      <LegalTextForm kind="privacy" text={loaderData.privacy.text} answer={privacyAnswer} />
    </>
  );
}
