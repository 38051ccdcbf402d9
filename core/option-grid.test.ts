// The option builder's grid (issue 22 "Option builder"; spec §4 "Option selection": the grid's
// shown rows must be reachable level by level in the storefront's picker).
import { describe, expect, it } from "vitest";
import {
  applyToAll,
  type BuilderLevel,
  buildGrid,
  type CheckedRow,
  combinations,
  filledLevels,
  gridErrors,
  levelErrors,
  optionGridMessages as m,
  type OptionAttribute,
  rowKey,
} from "./option-grid";

type Row = {
  id: number | null;
  attributes: OptionAttribute[];
  regularPrice: number;
  stockQuantity: number;
  sku: string;
};

const level = (name: string, values: string[], was: string | null = null): BuilderLevel => ({
  name,
  was,
  values: values.map((value) => ({ value, was: null })),
});

const blank = (attributes: OptionAttribute[]): Row => ({
  id: null,
  attributes,
  regularPrice: 30000,
  stockQuantity: 0,
  sku: "",
});

const row = (id: number, options: [string, string][], regularPrice: number, sku = ""): Row => ({
  id,
  attributes: options.map(([name, option]) => ({ name, option })),
  regularPrice,
  stockQuantity: 5,
  sku,
});

const optionsOf = (rows: Row[]) => rows.map((r) => r.attributes.map((a) => a.option).join("/"));

describe("combinations and keys", () => {
  it("is the cartesian product, the first level varying slowest", () => {
    const rows = combinations([
      { name: "향", values: ["유자", "바이올렛"] },
      { name: "사이즈", values: ["소", "대", "특대"] },
    ]);
    expect(rows.map((r) => r.map((a) => a.option).join("/"))).toEqual([
      "유자/소",
      "유자/대",
      "유자/특대",
      "바이올렛/소",
      "바이올렛/대",
      "바이올렛/특대",
    ]);
    expect(combinations([])).toEqual([]);
  });

  it("keys a row by level names and options", () => {
    expect(rowKey([{ name: "향", option: "유자" }])).not.toBe(rowKey([{ name: "사이즈", option: "유자" }]));
    expect(rowKey([{ name: "향", option: "유자" }])).toBe(rowKey([{ name: "향", option: "유자" }]));
  });
});

describe("buildGrid", () => {
  const before = [row(1, [["향", "유자"]], 32000, "YUJA"), row(2, [["향", "바이올렛"]], 34000)];

  it("keeps existing rows (and their ids) when a level gains a value", () => {
    const grid = buildGrid([level("향", ["유자", "바이올렛", "라벤더"])], before, blank);
    expect(optionsOf(grid)).toEqual(["유자", "바이올렛", "라벤더"]);
    expect(grid.map((r) => [r.id, r.regularPrice, r.sku])).toEqual([
      [1, 32000, "YUJA"],
      [2, 34000, ""],
      [null, 30000, ""],
    ]);
  });

  it("drops the rows of a removed value", () => {
    const grid = buildGrid([level("향", ["바이올렛"])], before, blank);
    expect(grid.map((r) => r.id)).toEqual([2]);
  });

  it("follows a renamed value and a renamed level", () => {
    const renamedLevel: BuilderLevel = {
      name: "향기",
      was: "향",
      values: [
        { value: "유자 시트러스", was: "유자" },
        { value: "바이올렛", was: "바이올렛" },
      ],
    };
    const grid = buildGrid([renamedLevel], before, blank);
    expect(grid.map((r) => [r.id, r.attributes])).toEqual([
      [1, [{ name: "향기", option: "유자 시트러스" }]],
      [2, [{ name: "향기", option: "바이올렛" }]],
    ]);
  });

  it("gives the cells of a row to the combinations that extend it when a level is added, without its id", () => {
    const grid = buildGrid([level("향", ["유자", "바이올렛"]), level("사이즈", ["소", "대"])], before, blank);
    expect(optionsOf(grid)).toEqual(["유자/소", "유자/대", "바이올렛/소", "바이올렛/대"]);
    expect(grid.map((r) => [r.id, r.regularPrice])).toEqual([
      [null, 32000],
      [null, 32000],
      [null, 34000],
      [null, 34000],
    ]);
  });

  it("keeps the first row of each combination, and its id, when a level is removed", () => {
    const two = [
      row(
        1,
        [
          ["향", "유자"],
          ["사이즈", "소"],
        ],
        30000,
      ),
      row(
        2,
        [
          ["향", "유자"],
          ["사이즈", "대"],
        ],
        40000,
      ),
    ];
    const grid = buildGrid([level("향", ["유자"])], two, blank);
    expect(grid.map((r) => [r.id, r.regularPrice])).toEqual([[1, 30000]]);
  });
});

describe("applyToAll", () => {
  it("sets the filled cells on every row and leaves blank ones", () => {
    const rows = applyToAll([row(1, [["향", "유자"]], 1000), row(2, [["향", "바이올렛"]], 2000)], {
      regularPrice: 35000,
      stockQuantity: undefined,
    });
    expect(rows.map((r) => [r.regularPrice, r.stockQuantity])).toEqual([
      [35000, 5],
      [35000, 5],
    ]);
  });
});

describe("levelErrors", () => {
  it("takes named levels with values, leaving blank ones out", () => {
    const levels = [level("향", ["유자", ""]), level("", [""])];
    expect(levelErrors(levels)).toEqual({});
    expect(filledLevels(levels)).toEqual([{ name: "향", was: null, values: [{ value: "유자", was: null }] }]);
  });

  it("refuses no level, a blank or repeated name, a level without values and a repeated value", () => {
    expect(levelErrors([level("", [""])])).toEqual({ levels: m.noLevels });
    expect(levelErrors([level("", ["유자"])])).toEqual({ "levels.0.name": m.levelName });
    expect(levelErrors([level("향", ["유자"]), level("향", ["소"])])).toEqual({ "levels.1.name": m.levelNameTaken });
    expect(levelErrors([level("향", ["", " "])])).toEqual({ "levels.0.values.0": m.levelValues });
    expect(levelErrors([level("향", ["유자", "유자 "])])).toEqual({ "levels.0.values.1": m.valueTaken });
  });

  it("refuses more than 200 combinations or 3 levels", () => {
    const many = Array.from({ length: 15 }, (_, i) => `값${i}`);
    expect(levelErrors([level("향", many), level("사이즈", many)]).levels).toBe(m.tooManyRows);
    expect(levelErrors([level("a", ["1"]), level("b", ["1"]), level("c", ["1"]), level("d", ["1"])]).levels).toBe(
      m.tooManyRows,
    );
  });
});

describe("gridErrors", () => {
  const attributes = [
    { name: "향", option: ["유자", "바이올렛"] },
    { name: "사이즈", option: ["소", "대"] },
  ];
  const checkedRow = (options: [string, string], extra: Partial<CheckedRow> = {}): CheckedRow => ({
    id: null,
    attributes: [
      { name: "향", option: options[0] },
      { name: "사이즈", option: options[1] },
    ],
    sku: null,
    hidden: false,
    inStock: true,
    ...extra,
  });

  it("accepts a full grid with hidden and sold-out rows", () => {
    const rows = [
      checkedRow(["유자", "소"], { sku: "YJ-S" }),
      checkedRow(["유자", "대"], { hidden: true }),
      checkedRow(["바이올렛", "소"], { inStock: false }),
      checkedRow(["바이올렛", "대"], { sku: "VL_L" }),
    ];
    expect(gridErrors(attributes, rows)).toEqual({});
  });

  it("refuses repeated and malformed SKUs beside their row", () => {
    const rows = [
      checkedRow(["유자", "소"], { sku: "A1" }),
      checkedRow(["유자", "대"], { sku: "A1" }),
      checkedRow(["바이올렛", "소"], { sku: "유자 1" }),
    ];
    expect(gridErrors(attributes, rows)).toEqual({ "1.sku": m.skuTaken, "2.sku": m.sku });
  });

  it("refuses a grid whose rows are all hidden", () => {
    expect(gridErrors(attributes, [checkedRow(["유자", "소"], { hidden: true })])).toEqual({ hidden: m.allHidden });
  });

  it("refuses a shown row the picker cannot reach: levels out of order or a value the level lacks", () => {
    const swapped: CheckedRow = {
      ...checkedRow(["유자", "소"]),
      attributes: [
        { name: "사이즈", option: "소" },
        { name: "향", option: "유자" },
      ],
    };
    expect(gridErrors(attributes, [checkedRow(["유자", "대"]), swapped])).toEqual({ "1.attributes": m.unreachable });
    expect(gridErrors(attributes, [checkedRow(["라벤더", "대"])])).toEqual({ "0.attributes": m.unreachable });
  });
});
