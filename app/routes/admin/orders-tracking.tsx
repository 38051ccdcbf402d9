// 송장 일괄 등록 (/admin/orders/tracking, issue 22): the operator uploads the courier's CSV (주문번호,
// 택배사, 송장번호), sees which orders go to 배송중 and which rows do not match, and confirms; each
// shipped order texts its buyer as the single order's 발송 처리 does. Plain forms: no script needed.
import { Form } from "react-router";
import { z } from "zod";
import { formValues } from "../../../core/form";
import {
  applyTrackingImport,
  checkTrackingUpload,
  discardTrackingImport,
  pendingTrackingImport,
  readStagedTrackingFile,
  stageTrackingImport,
  trackingImportMessages,
} from "../../../server/domain/admin/tracking-import";
import { DomainError } from "../../../server/domain/errors";
import { FormField } from "../../components/form-field";
import styles from "../../features/admin/admin.module.css";
import { BulkOutcomes } from "../../features/admin/bulk-outcomes";
import { consoleAction, consoleHeaders, consoleLoader, consoleUpload, done } from "../../features/admin/console.server";
import { AdminTable, Notice, PageError, PageHead, Submit, useAnswer } from "../../features/admin/ui";
import type { Route } from "./+types/orders-tracking";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, async (operator) => ({
    preview: await pendingTrackingImport(context.db, operator),
  }));
}

const m = trackingImportMessages;

export async function action({ request, context }: Route.ActionArgs) {
  // The file form alone is multipart: read streamed under the upload limits, then kept for its preview.
  if (/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) {
    return consoleUpload(
      request,
      context,
      "upload",
      (operator) => ({
        fileField: "file",
        maxFiles: 1,
        tooMany: m.oneFile,
        checkFile: checkTrackingUpload,
        schema: z.object({}),
        fallback: m.noFile,
        required: m.noFile,
        open: async () => ({}),
        store: async (_fields, [file]) => {
          if (!file) throw new DomainError("invalid", m.noFile);
          return stageTrackingImport(context.db, operator, file.name, await readStagedTrackingFile(file));
        },
      }),
      "파일을 읽었어요. 아래에서 바뀔 내용을 확인한 뒤 등록해주세요.",
    );
  }
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    if (intent === "discard") {
      await discardTrackingImport(context.db, operator);
      return done(intent, "올린 파일을 취소했어요.");
    }
    const importId = Number(formValues(form).importId);
    if (intent !== "apply" || !Number.isSafeInteger(importId)) throw new DomainError("not_found", m.notFound);
    const outcomes = await applyTrackingImport(context.db, operator, importId, context.publicBaseUrl);
    const shipped = outcomes.filter((outcome) => outcome.changed).length;
    return shipped > 0
      ? { form: intent, ok: `${shipped}건을 배송중으로 바꾸고 구매자에게 문자를 보냈어요.`, errors: {}, outcomes }
      : { form: intent, message: "배송중으로 바꾼 주문이 없어요. 줄마다 사유를 확인해주세요.", errors: {}, outcomes };
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

export default function OrdersTracking({ loaderData: { preview } }: Route.ComponentProps) {
  const uploadAnswer = useAnswer("upload");
  const applyAnswer = useAnswer("apply");
  const discardAnswer = useAnswer("discard");
  return (
    <>
      <PageHead title="송장 일괄 등록" />
      <Notice answer={uploadAnswer} />
      <Notice answer={applyAnswer} />
      <BulkOutcomes answer={applyAnswer} lines />
      <Notice answer={discardAnswer} />
      {preview ? (
        <section className={styles.panel} aria-labelledby="tracking-preview">
          <h2 id="tracking-preview">미리보기: {preview.fileName}</h2>
          <p>
            배송중으로 바뀔 주문 {preview.changes.length}건 · 제외되는 줄 {preview.refused.length}건
          </p>
          {preview.changes.length > 0 ? (
            <AdminTable head={["줄", "주문번호", "바뀌는 상태", "택배사", "송장번호"]} rows={preview.changes}>
              {(change) => (
                <tr key={change.line}>
                  <td>{change.line}</td>
                  <td>{change.order}</td>
                  <td>{change.from} → 배송중</td>
                  <td>{change.courier}</td>
                  <td>{change.trackingNumber}</td>
                </tr>
              )}
            </AdminTable>
          ) : null}
          {preview.refused.length > 0 ? (
            <>
              <h3>제외되는 줄</h3>
              <AdminTable head={["줄", "주문번호", "사유"]} rows={preview.refused}>
                {(row) => (
                  <tr key={row.line}>
                    <td>{row.line}</td>
                    <td>{row.order || "—"}</td>
                    <td className={styles.wrap}>{row.note}</td>
                  </tr>
                )}
              </AdminTable>
            </>
          ) : null}
          <Form method="post" className={styles.inline}>
            <input type="hidden" name="importId" value={preview.id} />
            {preview.changes.length > 0 ? (
              <Submit intent="apply">{`${preview.changes.length}건 배송중으로 등록`}</Submit>
            ) : null}
            <Submit intent="discard" className={styles.button}>
              취소
            </Submit>
          </Form>
        </section>
      ) : null}
      <Form
        key={preview?.id ?? "none"}
        method="post"
        encType="multipart/form-data"
        className={`${styles.panel} ${styles.form}`}
        noValidate
      >
        <h2>택배사 송장 파일 올리기</h2>
        <p className={styles.muted}>
          첫 줄에 주문번호, 택배사, 송장번호 열이 있는 CSV 파일(1MB, 2,000줄까지)을 올려주세요. 배송 목록 CSV에
          송장번호를 채운 파일도 그대로 올릴 수 있어요. 엑셀에서는 송장번호 열을 텍스트 형식으로 두고 저장해주세요.
        </p>
        <FormField
          name="file"
          label="CSV 파일"
          className={styles.field}
          type="file"
          accept=".csv,text/csv"
          error={uploadAnswer?.errors.file}
        />
        <div>
          <Submit intent="upload">파일 올려 미리보기</Submit>
        </div>
      </Form>
    </>
  );
}
