// Issue 18: a shop that cannot send texts (a live shop without Solapi) does not offer 아이디 찾기 ·
// 비밀번호 찾기: the login form and the Kakao link page hide the links, and the two pages tell the
// shopper to ask customer service instead of showing a form whose code would never arrive.
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { links } from "../../../core/links";
import FindId from "../../routes/find-id";
import FindPassword from "../../routes/find-password";
import LoginForm from "../../routes/login-form";
import { recoveryTexts } from "./recovery-texts";

/** A route module's page as the framework renders it before any post: without action data. */
function page<P extends object>(Page: ComponentType<P>) {
  return () => <Page {...({ actionData: undefined } as unknown as P)} />;
}

/** The page's server HTML under a root whose loader says whether texts can be sent (as app/root.tsx does). */
async function render(path: string, accountRecovery: boolean): Promise<string> {
  const { dataRoutes, query } = createStaticHandler([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => ({ accountRecovery }),
      children: [
        { path: links.loginForm.slice(1), Component: page(LoginForm) },
        { path: links.findId.slice(1), Component: page(FindId) },
        { path: links.findPassword.slice(1), Component: page(FindPassword) },
      ],
    },
  ]);
  const context = await query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />);
}

describe("account recovery without texts", () => {
  it("hides 아이디 찾기 · 비밀번호 찾기 on the login form only when no text can be sent", async () => {
    const offered = await render(links.loginForm, true);
    expect(offered).toContain(`href="${links.findId}"`);
    expect(offered).toContain(`href="${links.findPassword}"`);
    const hidden = await render(links.loginForm, false);
    expect(hidden).toContain('name="password"');
    expect(hidden).not.toContain(`href="${links.findId}"`);
    expect(hidden).not.toContain(`href="${links.findPassword}"`);
  });

  it("says on both pages that recovery by text is not available and points to customer service", async () => {
    for (const path of [links.findId, links.findPassword]) {
      const page = await render(path, false);
      expect(page).toContain(recoveryTexts.unavailable);
      expect(page).toContain(`href="${links.inquiry}"`);
      expect(page).toContain(recoveryTexts.contactShop);
      expect(page).not.toContain("<form");
      const offered = await render(path, true);
      expect(offered).toContain("<form");
      expect(offered).not.toContain(recoveryTexts.unavailable);
    }
  });
});
