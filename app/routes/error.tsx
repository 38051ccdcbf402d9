import { ErrorState } from "../components/error-state";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/error";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 페이지를 찾을 수 없어요", path: "/error", baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export default function ErrorPage() {
  return <ErrorState kind="not_found" />;
}
