// One inquiry (/admin/inquiries/{id}): read it, download its attachments, answer (the answer goes
// to the sender as a text message) or close it.
import { Form } from "react-router";
import { formValues } from "../../../core/form";
import { answerBody } from "../../../server/api/admin/community";
import { parseQuery } from "../../../server/api/validation";
import { communityMessages } from "../../../server/domain/admin/community";
import { answerInquiry, closeInquiry, inquiryById } from "../../../server/domain/admin/inquiries";
import { idOf } from "../../../server/domain/ids";
import { FormField } from "../../components/form-field";
import styles from "../../features/admin/admin.module.css";
import { checked, consoleAction, consoleHeaders, consoleLoader, done } from "../../features/admin/console.server";
import { when } from "../../features/admin/format";
import { controlOf, Notice, PageError, PageHead, Submit, useAnswer } from "../../features/admin/ui";
import type { Route } from "./+types/inquiry";
import { INQUIRY_STATES, INQUIRY_TYPES } from "./inquiries";

const inquiryIdOf = (id: string) => parseQuery(idOf(communityMessages.inquiryNotFound), id);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return consoleLoader(request, context, () => inquiryById(context.db, inquiryIdOf(params.id)));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    const id = inquiryIdOf(params.id);
    if (intent === "close") {
      await closeInquiry(context.db, operator, id);
      return done("answer", "문의를 종료했어요.");
    }
    const { answer } = checked(answerBody, formValues(form), "answer");
    await answerInquiry(context.db, operator, id, answer);
    return done("answer", "답변을 저장하고 문자로 알렸어요.");
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

export default function InquiryPage({ loaderData: inquiry }: Route.ComponentProps) {
  const answer = useAnswer("answer");
  const closed = inquiry.status === "closed";
  return (
    <>
      <PageHead title={`${INQUIRY_TYPES[inquiry.type] ?? inquiry.type} #${inquiry.id}`}>
        <span className={styles.badge}>{INQUIRY_STATES[inquiry.status] ?? inquiry.status}</span>
      </PageHead>
      <section className={styles.panel} aria-label="문의 내용">
        <p>
          {inquiry.name} · {inquiry.phone} · {inquiry.email} · {when(inquiry.createdAt)}
        </p>
        <p style={{ whiteSpace: "pre-wrap" }}>{inquiry.message}</p>
        {inquiry.attachments.length > 0 ? (
          <ul aria-label="첨부 파일">
            {inquiry.attachments.map((file, index) => (
              <li key={file.name}>
                <a href={`/api/admin/inquiries/${inquiry.id}/attachments/${index}`}>{file.name}</a>{" "}
                <span className={styles.muted}>({Math.ceil(file.size / 1024).toLocaleString("ko-KR")}KB)</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <Form method="post" className={`${styles.panel} ${styles.form}`} aria-labelledby="answer-title" noValidate>
        <h2 id="answer-title">
          답변 {inquiry.answeredAt ? <span className={styles.muted}>({when(inquiry.answeredAt)})</span> : null}
        </h2>
        <FormField
          name="answer"
          label="답변 (문자로 보내드려요, 900자까지)"
          className={styles.field}
          error={answer?.errors.answer}
          render={(input) => (
            <textarea
              {...controlOf(input)}
              key={inquiry.answer}
              rows={6}
              maxLength={900}
              defaultValue={String(answer?.values?.answer ?? inquiry.answer ?? "")}
            />
          )}
        />
        <Notice answer={answer} />
        {closed ? null : (
          <div className={styles.inline}>
            <Submit intent="answer">답변 저장</Submit>
            <Submit intent="close" className={styles.button}>
              문의 종료
            </Submit>
          </div>
        )}
      </Form>
    </>
  );
}
