// A staff invitation's link (/admin/invite/{token}, issue 22): the invitee logs in or signs up (the
// login and signup forms come back here by ?next=), then accepts, and the console opens with the
// invited role. An unknown, used or expired link is answered with its Korean message and a 4xx.
// The page is in the shop's frame (header and footer): the invitee is not staff yet.
import { data, Form, isRouteErrorResponse, Link, redirect } from "react-router";
import { links } from "../../core/links";
import { apiMessages } from "../../server/api/messages";
import { userOfRequest } from "../../server/api/viewer";
import { homeOf, ROLE_LABELS } from "../../server/domain/admin/roles";
import { acceptInvite, openInvite } from "../../server/domain/admin/staff";
import { DomainError, httpStatusOf } from "../../server/domain/errors";
import { isForeignOrigin } from "../../server/http/origin";
import styles from "../features/admin/admin.module.css";
import { consoleHeaders } from "../features/admin/console.server";
import type { Route } from "./+types/staff-invite";

/** A refusal of the domain as the page's answer: its message with its status. */
async function answered<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) throw data(error.message, { status: httpStatusOf[error.kind] });
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const invite = await answered(() => openInvite(context.db, params.token));
  const user = await userOfRequest(context, request);
  const here = encodeURIComponent(new URL(request.url).pathname);
  return {
    email: invite.email,
    role: ROLE_LABELS[invite.role],
    signedInAs: user ? (user.email ?? "카카오 계정") : null,
    login: `${links.loginForm}?next=${here}`,
    signup: `${links.signupForm}?next=${here}`,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (isForeignOrigin(request)) throw data(apiMessages.foreignOrigin, { status: 403 });
  const user = await userOfRequest(context, request);
  if (!user) throw redirect(`${links.loginForm}?next=${encodeURIComponent(new URL(request.url).pathname)}`);
  const role = await answered(() => acceptInvite(context.db, user, params.token));
  return redirect(homeOf(role));
}

export const headers = consoleHeaders;

export function meta() {
  return [{ title: "콜린스 직원 초대" }, { name: "robots", content: "noindex" }];
}

export default function StaffInvite({ loaderData: invite }: Route.ComponentProps) {
  return (
    <section className={styles.denied} aria-labelledby="invite-title">
      <h1 id="invite-title">콜린스 운영 콘솔 초대</h1>
      <p>
        {invite.email} 계정을 {invite.role} 권한으로 초대했어요.
      </p>
      {invite.signedInAs ? (
        <Form method="post">
          <p>{invite.signedInAs}(으)로 로그인되어 있어요.</p>
          <button type="submit" className={styles.primary}>
            초대 수락하기
          </button>
        </Form>
      ) : (
        <>
          <p>초대받은 이메일로 로그인하거나 가입한 뒤 수락해주세요.</p>
          <p>
            <Link to={invite.login}>로그인</Link> · <Link to={invite.signup}>회원가입</Link>
          </p>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "초대를 불러오지 못했어요.";
  return (
    <section className={styles.denied} aria-labelledby="invite-title">
      <h1 id="invite-title">초대 링크를 사용할 수 없어요</h1>
      <p role="alert">{message}</p>
      <a href="/">쇼핑몰로 가기</a>
    </section>
  );
}
