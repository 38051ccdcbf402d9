// Issue 18: the Kakao login button appears only where Kakao login works (Kakao's keys, or in the
// demo its simulator); a live shop without Kakao's keys shows e-mail login alone.
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { links } from "../../core/links";
import { accountTexts } from "../features/account/messages";
import LoginMenu from "./login-menu";

/** The page's server HTML under a root whose loader says whether Kakao login is offered (as app/root.tsx does). */
async function render(path: string, kakaoLogin: boolean): Promise<string> {
  const { dataRoutes, query } = createStaticHandler([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => ({ kakaoLogin }),
      children: [
        { path: links.loginMenu.slice(1), Component: LoginMenu },
        { path: links.signupMenu.slice(1), Component: LoginMenu },
      ],
    },
  ]);
  const context = await query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />);
}

describe("the login and sign-up menus", () => {
  it("offer Kakao login only where it is configured", async () => {
    for (const path of [links.loginMenu, links.signupMenu]) {
      const offered = await render(path, true);
      expect(offered).toContain(`href="${links.kakaoLogin}"`);
      expect(offered).toContain(accountTexts.withKakao);
      const live = await render(path, false);
      expect(live).not.toContain(links.kakaoLogin);
      expect(live).toContain(path === links.loginMenu ? accountTexts.withEmail : accountTexts.signupWithEmail);
    }
  });
});
