// 재입고 알림 신청 (/restock/:productId, ?option=<variation id> for one option): the restock popup's
// form as a page of its own, reached from a sold-out product's button or a sold-out option's row
// before the scripts run (with them, they open the popup). Both post to this route's action.
import { Form, Link, useNavigation } from "react-router";
import { links } from "../../core/links";
import { restockMessages } from "../../server/domain/restock/messages";
import content from "../features/content/content.module.css";
import styles from "../features/engagement/engagement.module.css";
import { engagementTexts } from "../features/engagement/messages";
import { restockAction, restockProductLoader } from "../features/engagement/restock.server";
import { RestockFields } from "../features/engagement/restock-form";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/restock";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: `Collins - ${engagementTexts.restockTitle}`,
      path: links.restock(loaderData?.id ?? 0),
      baseUrl: baseUrlOf(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return restockProductLoader(params.productId, context, new URL(request.url).searchParams.get("option"));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return restockAction(request, context, params.productId);
}

const texts = { backToProduct: "상품으로 돌아가기" } as const;

export default function Restock({ loaderData: product, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.registered || !product.soldOut) {
    return (
      <div className={content.notice}>
        <h1>{engagementTexts.restockTitle}</h1>
        <p role="status">{actionData?.registered ?? restockMessages.inStock}</p>
        <Link to={product.url}>{texts.backToProduct}</Link>
      </div>
    );
  }
  return (
    <div className={content.notice}>
      <Form method="post" className={styles.restockPage} aria-labelledby="restock-title" noValidate>
        <h1 id="restock-title">{engagementTexts.restockTitle}</h1>
        <p className={styles.lead}>{engagementTexts.restockLead(product.name)}</p>
        <RestockFields variationId={product.variationId} answer={actionData} busy={busy} />
      </Form>
      <Link to={product.url}>{texts.backToProduct}</Link>
    </div>
  );
}
