// The chat (spec §1 "A customer chat widget and a brand messaging channel"): Channel Talk when a
// plugin key is configured — booted with the member's id and the server's member hash — otherwise
// the brand's Kakao channel chat in a new tab.
import { getJson } from "../../lib/api";

export type ChatSettings = { pluginKey: string | null; kakaoChannelUrl: string };

type ChannelService = typeof import("@channel.io/channel-web-sdk-loader");

let booted: Promise<ChannelService | null> | null = null;

function bootChannelTalk(pluginKey: string): Promise<ChannelService | null> {
  booted ??= import("@channel.io/channel-web-sdk-loader")
    .then(async (service) => {
      service.loadScript();
      const member = await getJson<{ memberId?: string; memberHash?: string; profile?: Record<string, string> }>(
        "/api/chat/profile",
      );
      service.boot({
        pluginKey,
        language: "ko",
        hideChannelButtonOnBoot: true,
        ...(member && typeof member.memberId === "string"
          ? { memberId: member.memberId, memberHash: member.memberHash, profile: member.profile }
          : {}),
      });
      return service;
    })
    .catch(() => null);
  return booted;
}

export function openChat(settings: ChatSettings): void {
  if (settings.pluginKey) {
    void bootChannelTalk(settings.pluginKey).then((service) => {
      if (service) service.showMessenger();
      else window.open(settings.kakaoChannelUrl, "_blank", "noopener");
    });
    return;
  }
  window.open(settings.kakaoChannelUrl, "_blank", "noopener");
}
