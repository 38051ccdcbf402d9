// The console's frame (/admin/*): only staff, with the menu of their role (issue 22). A guest is sent
// to the login form and comes back; a member is told the page is for operators (issue #9 "Access"). Every console page's loader and
// action checks the same again (app/features/admin/console.server.ts), since they run beside this one.
import { isRouteErrorResponse, Link, Outlet, useLocation } from "react-router";
import { areaOfPath, mayUse, ROLE_LABELS } from "../../../server/domain/admin/roles";
import styles from "../../features/admin/admin.module.css";
import { consoleHeaders, operatorOfPage } from "../../features/admin/console.server";
import type { Route } from "./+types/layout";

const NAV = [
  ["/admin", "대시보드"],
  ["/admin/orders", "주문"],
  ["/admin/requests", "취소·교환·반품"],
  ["/admin/products", "상품·재고"],
  ["/admin/collections", "컬렉션"],
  ["/admin/popups", "사이트 팝업"],
  ["/admin/top-banners", "상단 띠배너"],
  ["/admin/makers-notes", "메이커스 노트"],
  ["/admin/places", "오프라인 스토어"],
  ["/admin/playlists", "뮤직"],
  ["/admin/content-pages", "콘텐츠 페이지"],
  ["/admin/coupons", "쿠폰"],
  ["/admin/reviews", "리뷰"],
  ["/admin/inquiries", "문의"],
  ["/admin/settings", "쇼핑몰 설정"],
  ["/admin/audit", "변경 기록"],
  ["/admin/staff", "직원 관리"],
  ["/admin/vitals", "웹 성능"],
] as const;

/** The member and the menu of the areas their role may use (issue 22); each page checks again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await operatorOfPage(request, context, "frame");
  return {
    email: operator.email,
    role: ROLE_LABELS[operator.role],
    nav: NAV.filter(([to]) => mayUse(operator.role, areaOfPath(to))),
  };
}

export const headers = consoleHeaders;

export function meta() {
  return [{ title: "Collins 운영 콘솔" }, { name: "robots", content: "noindex" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const current = (to: string) => (to === "/admin" ? pathname === to : pathname.startsWith(to));
  return (
    <div className={styles.shell}>
      <aside className={styles.side}>
        <a className={styles.logo} href="/admin">
          COLLINS <span>운영 콘솔</span>
        </a>
        <nav aria-label="콘솔 메뉴">
          <ul>
            {loaderData.nav.map(([to, label]) => (
              <li key={to}>
                <Link to={to} aria-current={current(to) ? "page" : undefined}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.who}>
          {loaderData.email} · {loaderData.role}
          <a href="/">쇼핑몰 보기</a>
        </p>
      </aside>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main id="main" className={styles.denied}>
      <h1>{forbidden ? "운영자만 볼 수 있는 페이지예요." : "콘솔을 불러오지 못했어요."}</h1>
      <p>{forbidden ? "운영자 계정으로 로그인해주세요." : "잠시 후 다시 시도해주세요."}</p>
      <a href="/">쇼핑몰로 가기</a>
    </main>
  );
}
