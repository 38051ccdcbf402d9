// The record editor behind each simple console editor's path: the same editors /api/admin mounts
// (server/api/admin/engagement.ts, content.ts).
import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { contentPageEditor, makersNoteEditor, placeEditor, playlistEditor } from "../../../server/domain/admin/content";
import { popupEditor, topBannerEditor } from "../../../server/domain/admin/engagement";
import type { Editor, RecordTable } from "../../../server/domain/admin/resources";
import { type Resource, resourceNamed } from "./resources";

export type ConsoleEditor = Editor<RecordTable, unknown>;

const EDITORS: Record<string, (videoIds: string[]) => unknown> = {
  popups: () => popupEditor,
  "top-banners": () => topBannerEditor,
  "makers-notes": () => makersNoteEditor,
  places: () => placeEditor,
  playlists: (videoIds) => playlistEditor(videoIds),
  "content-pages": () => contentPageEditor,
};

/** The page's resource and its editor; a path that names none is the console's 404. */
export function editorOfPath(
  name: string | undefined,
  context: AppLoadContext,
): { resource: Resource; editor: ConsoleEditor } {
  const resource = resourceNamed(name);
  const make = resource ? EDITORS[resource.path] : undefined;
  if (!resource || !make) throw data("알 수 없는 메뉴예요.", { status: 404 });
  return { resource, editor: make(Object.keys(context.business.redirects.videos)) as ConsoleEditor };
}
