// The demo site popups (spec §3, 600×800, the same picture for phones and laptops): a ray-traced
// still of the products the popup sells in its upper part and the popup's words below it, set in
// Noto Sans CJK over a quiet band of the backdrop, as a Korean shop's popup banner carries them.
import { mix, P } from "./palette";
import { at, bottle, type Group, giftBox, holder, incenseBox, row, v } from "./products3d";

type Popup = {
  /** Backdrop and table colours of the studio, and the colour of the words. */
  bg: string;
  floor: string;
  ink: string;
  group: () => Group;
  kicker: string;
  title: string;
  line: string;
};

export const POPUP_SIZE = { w: 600, h: 800 } as const;

const POPUPS: Record<string, Popup> = {
  "winter-gift": {
    bg: "#3A322B",
    floor: "#4A3F36",
    ink: "#F7F4EF",
    group: () =>
      row(
        [
          giftBox("midnight", P("yuja").light, 16, 8, 12),
          incenseBox("amber"),
          giftBox("sand", P("rose").light, 13, 6, 10),
        ],
        1.6,
        [-14, 8, 18],
        [3, -2, -6],
      ),
    kicker: "COLLINS GIFT",
    title: "윈터 기프트 위크",
    line: "마음을 전하는 향, 선물 세트 최대 20%",
  },
  "moodwater-launch": {
    bg: "#E6E0EC",
    floor: "#DAD2E2",
    ink: "#2B2723",
    group: () =>
      row([bottle("violet", "l"), bottle("juniper", "l"), bottle("yuja", "m")], 1.2, [6, -4, 10], [0, 3, -3]),
    kicker: "MOOD WATER",
    title: "무드워터 신규 향",
    line: "바이올렛 · 주니퍼 · 유자, 공간에 머무는 향",
  },
  stores: {
    bg: "#E9E1D6",
    floor: "#D9CBB8",
    ink: "#2B2723",
    group: () =>
      row(
        [incenseBox("woody"), bottle("juniper", "m"), holder(mix("#E6E1D9", "#C9BBA8", 0.3)), incenseBox("hinoki")],
        1.4,
        [12, 0, 0, -10],
        [2, -2, -4, 3],
      ),
    kicker: "COLLINS STORES",
    title: "오프라인 매장 안내",
    line: "가까운 매장에서 향을 직접 맡아보세요",
  },
};

export const POPUP_KEYS = Object.keys(POPUPS);

function popup(key: string): Popup {
  const p = POPUPS[key];
  if (!p) throw new Error(`no popup ${key}`);
  return p;
}

/** The studio scene: the products fill the upper 55 % of the portrait frame, the table runs below. */
export function popupScene(key: string): string {
  const p = popup(key);
  const g = p.group();
  const lens = 30;
  // the group spans 78 % of the frame's width (POV-Ray's angle is the horizontal one)
  const dist = g.w / 0.78 / (2 * Math.tan((lens * Math.PI) / 360)) + g.w * 0.2;
  // looking at a point below the products moves them up in the frame
  const target = `<0, ${(g.h * 0.5 - dist * 0.1).toFixed(2)}, 0>`;
  return `#version 3.7;\n#include "collins.inc"\nStudio(${v(p.bg)}, ${v(p.floor)}, -14, 16, ${dist.toFixed(2)}, ${target}, ${lens}, 1)\n${at(g, 0)}\n`;
}

/** The words, as an SVG laid over the render (rasterised with the system's Noto Sans CJK). */
export function popupWords(key: string): string {
  const p = popup(key);
  const { w, h } = POPUP_SIZE;
  const font = "'Noto Sans CJK KR', 'Noto Sans KR', sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg}" stop-opacity="0"/><stop offset="0.35" stop-color="${p.bg}" stop-opacity="0.92"/><stop offset="1" stop-color="${p.bg}"/></linearGradient></defs>
  <rect x="0" y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="url(#shade)"/>
  <text x="48" y="88" fill="${p.ink}" font-family="${font}" font-size="20" letter-spacing="6">${p.kicker}</text>
  <text x="48" y="650" fill="${p.ink}" font-family="${font}" font-size="44" font-weight="700">${p.title}</text>
  <text x="48" y="708" fill="${p.ink}" fill-opacity="0.82" font-family="${font}" font-size="23">${p.line}</text>
</svg>`;
}
