// The shop's staff (/admin/staff, the owner's; issue 22): who has which role, changing or removing
// it, and inviting someone by a one-time link the owner copies and sends (no e-mail is sent), or
// withdrawing an invitation not yet accepted (초대 취소).
import { Form } from "react-router";
import { formValues } from "../../../core/form";
import { ROLE_LABELS, STAFF_ROLES } from "../../../server/domain/admin/roles";
import {
  changeStaffRole,
  createInvite,
  inviteIdSchema,
  inviteSchema,
  listStaff,
  removeStaffAccess,
  staffRoleSchema,
  withdrawInvite,
} from "../../../server/domain/admin/staff";
import { FormField } from "../../components/form-field";
import styles from "../../features/admin/admin.module.css";
import { checked, consoleAction, consoleHeaders, consoleLoader, done } from "../../features/admin/console.server";
import { when } from "../../features/admin/format";
import {
  AdminTable,
  controlOf,
  FormEnd,
  Notice,
  PageError,
  PageHead,
  Submit,
  Table,
  useAnswer,
} from "../../features/admin/ui";
import type { Route } from "./+types/staff";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, async (operator) => ({
    ...(await listStaff(context.db)),
    me: operator.id,
    roles: STAFF_ROLES.map((role) => [role, ROLE_LABELS[role]] as const),
  }));
}

export async function action({ request, context }: Route.ActionArgs) {
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    const values = formValues(form);
    if (intent === "role") {
      const { id, role } = checked(staffRoleSchema, values, intent);
      await changeStaffRole(context.db, operator, id, role);
      return done(intent, `권한을 ${ROLE_LABELS[role]}(으)로 바꿨어요.`);
    }
    if (intent === "remove") {
      const { id } = checked(staffRoleSchema.pick({ id: true }), values, intent);
      await removeStaffAccess(context.db, operator, id);
      return done(intent, "콘솔 권한을 뺐어요. 이 계정은 일반 회원으로 남아요.");
    }
    if (intent === "withdraw") {
      const { invite_id: id } = checked(inviteIdSchema, values, intent);
      await withdrawInvite(context.db, operator, id);
      return done(intent, "초대를 취소했어요. 보낸 링크는 더 이상 쓸 수 없어요.");
    }
    const invite = checked(inviteSchema, values, "invite");
    const { token } = await createInvite(context.db, operator, invite);
    return {
      ...done("invite", `${invite.email}님에게 보낼 초대 링크를 만들었어요. 72시간 동안 한 번만 쓸 수 있어요.`),
      link: `${context.publicBaseUrl}/admin/invite/${token}`,
    };
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

export default function Staff({ loaderData }: Route.ComponentProps) {
  const invite = useAnswer("invite");
  const labelOf = Object.fromEntries(loaderData.roles);
  const values = invite?.ok ? {} : (invite?.values ?? {});
  return (
    <>
      <PageHead title="직원 관리" />
      <Form method="post" className={`${styles.panel} ${styles.form}`} aria-labelledby="invite-title" noValidate>
        <h2 id="invite-title">직원 초대</h2>
        <div className={styles.grid2}>
          <FormField
            idPrefix="invite"
            className={styles.field}
            name="email"
            label="초대할 분의 이메일"
            type="email"
            error={invite?.errors.email}
            defaultValue={String(values.email ?? "")}
          />
          <FormField
            idPrefix="invite"
            className={styles.field}
            name="role"
            label="권한"
            error={invite?.errors.role}
            render={(input) => (
              <select {...controlOf(input)} defaultValue={String(values.role ?? "staff")}>
                {loaderData.roles.map(([role, label]) => (
                  <option key={role} value={role}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
        <FormEnd answer={invite} intent="invite">
          초대 링크 만들기
        </FormEnd>
        {invite?.link ? (
          <p>
            <label htmlFor="invite-link">초대 링크 (복사해서 보내주세요)</label>
            <input id="invite-link" readOnly value={invite.link} className={styles.field} />
          </p>
        ) : null}
      </Form>
      <Notice answer={useAnswer("role")} />
      <Notice answer={useAnswer("remove")} />
      <AdminTable head={["계정", "이름", "권한", "권한 변경", "콘솔 권한 빼기"]} rows={loaderData.staff}>
        {(member) => (
          <tr key={member.id}>
            <td className={styles.wrap}>{member.email ?? "—"}</td>
            <td>{member.name || "—"}</td>
            <td>{labelOf[member.role]}</td>
            <td>
              {member.id === loaderData.me ? (
                "본인"
              ) : (
                <Form method="post" className={styles.inline}>
                  <input type="hidden" name="id" value={member.id} />
                  <select name="role" aria-label={`${member.email ?? member.name}의 권한`} defaultValue={member.role}>
                    {loaderData.roles.map(([role, label]) => (
                      <option key={role} value={role}>
                        {label}
                      </option>
                    ))}
                  </select>
                  <Submit intent="role">변경</Submit>
                </Form>
              )}
            </td>
            <td>
              {member.id === loaderData.me ? null : (
                <Form method="post">
                  <input type="hidden" name="id" value={member.id} />
                  <Submit intent="remove" className={styles.danger} confirm="이 계정의 콘솔 권한을 뺄까요?">
                    권한 빼기
                  </Submit>
                </Form>
              )}
            </td>
          </tr>
        )}
      </AdminTable>
      <section className={styles.panel} aria-labelledby="invites-title">
        <h2 id="invites-title">수락을 기다리는 초대</h2>
        <Notice answer={useAnswer("withdraw")} />
        {loaderData.invites.length === 0 ? (
          <p className={styles.muted}>없어요.</p>
        ) : (
          <Table head={["초대한 이메일", "권한", "유효 기간", "초대 취소"]} rows={loaderData.invites}>
            {(pending) => (
              <tr key={pending.id}>
                <td className={styles.wrap}>{pending.email}</td>
                <td>{labelOf[pending.role]}</td>
                <td>{when(pending.expiresAt)}까지</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="invite_id" value={pending.id} />
                    <Submit
                      intent="withdraw"
                      className={styles.danger}
                      confirm={`${pending.email}님에게 보낸 초대를 취소할까요?`}
                    >
                      초대 취소
                    </Submit>
                  </Form>
                </td>
              </tr>
            )}
          </Table>
        )}
      </section>
    </>
  );
}
