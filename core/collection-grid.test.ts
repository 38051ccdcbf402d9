import { describe, expect, it } from "vitest";
import { blankAnchors, GRID_COLUMNS, type GridBlockKind, gridPlaces } from "./collection-grid";

const P: GridBlockKind = "product";
const B: GridBlockKind = "banner";
const _: GridBlockKind = "blank";

/** The blocks' indices in the order the grid shows them. */
function shown(kinds: GridBlockKind[], columns: number): number[] {
  const places = gridPlaces(kinds, columns);
  return kinds
    .map((_kind, index) => index)
    .filter((index) => places[index] !== null)
    .sort((a, b) => (places[a] ?? 0) - (places[b] ?? 0));
}

/** The rows a grid of `columns` columns lays the shown blocks in: a banner takes a row of its own. */
function rows(kinds: GridBlockKind[], columns: number): GridBlockKind[][] {
  const result: GridBlockKind[][] = [];
  let row: GridBlockKind[] = [];
  for (const index of shown(kinds, columns)) {
    if (kinds[index] === "banner") {
      if (row.length) result.push(row);
      result.push(["banner"]);
      row = [];
    } else {
      row.push("product");
      if (row.length === columns) {
        result.push(row);
        row = [];
      }
    }
  }
  if (row.length) result.push(row);
  return result;
}

/** Spec §2 "Collection page" with issue 21: only the last row may have empty cells. */
function hasHoles(kinds: GridBlockKind[], columns: number): boolean {
  const laid = rows(kinds, columns);
  return laid.some((row, index) => index < laid.length - 1 && row[0] !== "banner" && row.length < columns);
}

describe("collection grid places (spec §2 'Collection page', issue 21)", () => {
  it("keeps a list without banners or blanks in the operator's order", () => {
    expect(gridPlaces([P, P, P, P, P], 4)).toEqual([0, 1, 2, 3, 4]);
  });

  it("moves a banner after a part-filled row down behind the products that fill it (홈웨어 on a phone)", () => {
    // lounge-set, banner, linen-robe, room-socks, blank
    expect(shown([P, B, P, P, _], 2)).toEqual([0, 2, 1, 3]);
  });

  it("moves a banner up in front of the last row when no product fills it (홈웨어 on a desktop)", () => {
    expect(shown([P, B, P, P, _], 4)).toEqual([1, 0, 2, 3]);
    expect(rows([P, B, P, P, _], 4)).toEqual([["banner"], ["product", "product", "product"]]);
  });

  it("leaves a banner at a row's start where it is (굿즈 on a phone)", () => {
    expect(shown([P, P, B, P, P, _], 2)).toEqual([0, 1, 2, 3, 4]);
  });

  it("gives a blank block no cell at any width", () => {
    for (const columns of Object.values(GRID_COLUMNS)) {
      expect(gridPlaces([P, _, P, _], columns)).toEqual([0, null, 1, null]);
    }
  });

  it("keeps two banners that wait for the same row in their order", () => {
    expect(shown([P, B, B, P, P], 3)).toEqual([0, 3, 4, 1, 2]);
    expect(shown([P, B, B, P], 3)).toEqual([1, 2, 0, 3]);
  });

  it("refuses a column count that is no positive integer", () => {
    expect(() => gridPlaces([P], 0)).toThrow(RangeError);
    expect(() => gridPlaces([P], 2.5)).toThrow(RangeError);
  });

  it("fills every row but the last, keeps the products' order and places every banner, for every list", () => {
    // Every list of up to 8 blocks of the three kinds, at each of the grid's column counts.
    let lists: GridBlockKind[][] = [[]];
    const wrong: string[] = [];
    for (let length = 1; length <= 8; length += 1) {
      lists = lists.flatMap((list) => [P, B, _].map((kind) => [...list, kind]));
      for (const kinds of lists) {
        for (const columns of Object.values(GRID_COLUMNS)) {
          const order = shown(kinds, columns);
          const ofKind = (kind: GridBlockKind) => kinds.flatMap((each, index) => (each === kind ? [index] : []));
          const inOrder = (kind: GridBlockKind) =>
            order.filter((index) => kinds[index] === kind).join() === ofKind(kind).join();
          if (hasHoles(kinds, columns) || !inOrder("product") || !inOrder("banner")) {
            wrong.push(`${kinds.join(" ")} at ${columns}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("blank blocks' anchors", () => {
  it("go to the block that follows, or past the list's end", () => {
    const anchors = blankAnchors([
      { kind: "product", anchor: null },
      { kind: "blank", anchor: "soap" },
      { kind: "product", anchor: null },
      { kind: "blank", anchor: null },
      { kind: "banner", anchor: "own" },
      { kind: "blank", anchor: "end" },
    ]);
    expect([...anchors]).toEqual([
      [2, ["soap"]],
      [6, ["end"]],
    ]);
  });
});
