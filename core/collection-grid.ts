// Where a collection list's blocks sit in its grid (spec §2 "Collection page": product cards,
// banner blocks and blank blocks; issue 21). The operator places blocks once, for every width, so
// the grid decides per column count: products keep the operator's order, a banner spans a whole
// row and waits at the next row's start instead of leaving empty cells behind a part-filled row,
// and a blank block is the place of its anchor, never an empty cell.

export type GridBlockKind = "product" | "banner" | "blank";

/**
 * The collection grid's column counts; `app/routes/collection.module.css` switches between them at
 * 768 px and 1200 px.
 */
export const GRID_COLUMNS = { phone: 2, tablet: 3, desktop: 4 } as const;

/**
 * Each block's place in the grid at `columns` columns (0, 1, 2, … in reading order), or null for a
 * blank block, which takes no cell. A banner that comes after a part-filled row moves down behind
 * the products that fill the row; when the list ends before the row is full, it moves up in front
 * of that row instead, so no empty cell is ever followed by another block.
 */
export function gridPlaces(kinds: readonly GridBlockKind[], columns: number): (number | null)[] {
  if (!Number.isInteger(columns) || columns < 1) throw new RangeError(`columns must be a positive integer: ${columns}`);
  const sequence: number[] = [];
  let rowStart = 0;
  let filled = 0;
  let waiting: number[] = [];
  kinds.forEach((kind, index) => {
    if (kind === "blank") return;
    if (kind === "banner") {
      if (filled === 0) {
        sequence.push(index);
        rowStart = sequence.length;
      } else {
        waiting.push(index);
      }
      return;
    }
    sequence.push(index);
    filled += 1;
    if (filled === columns) {
      filled = 0;
      sequence.push(...waiting);
      waiting = [];
      rowStart = sequence.length;
    }
  });
  sequence.splice(rowStart, 0, ...waiting);
  const places: (number | null)[] = kinds.map(() => null);
  sequence.forEach((index, place) => {
    places[index] = place;
  });
  return places;
}

/**
 * Each blank block's anchor goes to the block that follows it (the next one that takes a cell),
 * so a link to `#anchor` still lands where the operator put the blank. Keyed by that block's
 * index; anchors of blanks at the end of the list are keyed by the list's length.
 */
export function blankAnchors(blocks: readonly { kind: GridBlockKind; anchor: string | null }[]): Map<number, string[]> {
  const anchors = new Map<number, string[]>();
  let pending: string[] = [];
  blocks.forEach((block, index) => {
    if (block.kind === "blank") {
      if (block.anchor) pending.push(block.anchor);
      return;
    }
    if (pending.length) anchors.set(index, pending);
    pending = [];
  });
  if (pending.length) anchors.set(blocks.length, pending);
  return anchors;
}
