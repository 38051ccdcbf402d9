// One inquiry (/admin/inquiries/{id}): read it, download its attachments, answer (the answer goes
// to the sender as a text message) or close it.
import { useState } from "react";
import styles from "../../features/admin/admin.module.css";
import { adminLoad, when } from "../../features/admin/api";
import { adminPage, type LoadArgs, PageError, PageHead, useChange, type ViewProps } from "../../features/admin/ui";
import { INQUIRY_STATES, INQUIRY_TYPES } from "./inquiries";

type Inquiry = {
  id: number;
  type: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  attachments: { name: string; size: number }[];
  status: string;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
};

async function load({ params }: LoadArgs) {
  const { item } = await adminLoad<{ item: Inquiry }>(`/api/admin/inquiries/${encodeURIComponent(params.id)}`);
  return item;
}

export const ErrorBoundary = PageError;

function InquiryPage({ loaderData: inquiry }: ViewProps<typeof load>) {
  const change = useChange();
  const [answer, setAnswer] = useState(inquiry.answer ?? "");
  const path = `/api/admin/inquiries/${inquiry.id}`;
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
                <a href={`${path}/attachments/${index}`}>{file.name}</a>{" "}
                <span className={styles.muted}>({Math.ceil(file.size / 1024).toLocaleString("ko-KR")}KB)</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <form
        className={`${styles.panel} ${styles.form}`}
        aria-labelledby="answer-title"
        onSubmit={(event) => {
          event.preventDefault();
          change.send("POST", `${path}/answer`, { answer }, "답변을 저장하고 문자로 알렸어요.");
        }}
      >
        <h2 id="answer-title">
          답변 {inquiry.answeredAt ? <span className={styles.muted}>({when(inquiry.answeredAt)})</span> : null}
        </h2>
        <label className={styles.field}>
          답변 (문자로 보내드려요, 900자까지)
          <textarea rows={6} maxLength={900} value={answer} onChange={(event) => setAnswer(event.target.value)} />
        </label>
        {change.notice}
        <div className={styles.inline}>
          <button type="submit" className={styles.primary} disabled={change.busy || inquiry.status === "closed"}>
            답변 저장
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={change.busy || inquiry.status === "closed"}
            onClick={() => change.send("POST", `${path}/close`, {}, "문의를 종료했어요.")}
          >
            문의 종료
          </button>
        </div>
      </form>
    </>
  );
}

export default adminPage(load, InquiryPage);
