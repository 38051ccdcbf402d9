// The route action of /login/kakao-link, the only way to finish a pending Kakao link (the pending
// cookie is sent only below /login): 'link' checks the password of the member with the Kakao
// e-mail and links Kakao to it; 'join' makes the Kakao account a member without that e-mail, for
// a shopper who cannot know that password. Either logs in and goes on as a Kakao login does.
import { type AppLoadContext, data, redirect } from "react-router";
import { links } from "../../../core/links";
import { completeKakaoJoin, completeKakaoLink, kakaoLinkSchema } from "../../../server/api/kakao-link";
import { apiMessages } from "../../../server/api/messages";
import { DomainError, httpStatusOf } from "../../../server/domain/errors";
import { isForeignOrigin } from "../../../server/http/origin";

export type KakaoLinkFailure = { message: string };

export async function kakaoLinkAction(request: Request, context: AppLoadContext) {
  // A post from another site's page is refused, as the API refuses it (CSRF).
  if (isForeignOrigin(request)) {
    return data<KakaoLinkFailure>({ message: apiMessages.foreignOrigin }, { status: 403 });
  }
  const form = await request.formData();
  const cookieHeader = request.headers.get("cookie");
  try {
    let done: { cookies: string[] };
    if (form.get("intent") === "join") {
      done = await completeKakaoJoin(context, cookieHeader);
    } else {
      const input = kakaoLinkSchema.safeParse({ password: form.get("password") });
      if (!input.success) {
        return data<KakaoLinkFailure>({ message: input.error.issues[0]?.message ?? "" }, { status: 400 });
      }
      done = await completeKakaoLink(context, cookieHeader, input.data.password, context.clientKey);
    }
    const headers = new Headers();
    for (const cookie of done.cookies) headers.append("Set-Cookie", cookie);
    return redirect(links.kakaoLoggedIn, { headers });
  } catch (error) {
    if (error instanceof DomainError) {
      return data<KakaoLinkFailure>({ message: error.message }, { status: httpStatusOf[error.kind] });
    }
    throw error;
  }
}
