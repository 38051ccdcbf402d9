import { describe, expect, it } from "vitest";
import {
  cartRequestLines,
  changeQuantityBy,
  chooseOption,
  decrement,
  emptySelection,
  increment,
  initialSelection,
  levelOptions,
  type PurchasableOption,
  removeLine,
  selectionTotal,
  typeQuantity,
  variationFor,
} from "./option-selection";

const option = (overrides: Partial<PurchasableOption> = {}): PurchasableOption => ({
  product_id: 1,
  variation_id: 11,
  name: "우드",
  img: null,
  unitPrice: 15000,
  regularPrice: 15000,
  discountRate: 0,
  onSale: false,
  inStock: true,
  additional_info: {},
  ...overrides,
});

describe("option selection (spec §4 'Option selection', §5)", () => {
  it("'A simple product is auto-selected with quantity 1 on load.'", () => {
    const simple = option({ variation_id: null, name: "무드워터 유자" });
    expect(initialSelection(simple).lines).toMatchObject([{ id: "1:0", quantity: 1, price: "15,000원" }]);
    expect(initialSelection(null)).toEqual(emptySelection);
    expect(initialSelection(option({ variation_id: null, inStock: false }))).toEqual(emptySelection);
  });

  it("'Choosing an option not yet present adds it with quantity 1; choosing an existing one adds the given quantity.'", () => {
    let state = chooseOption(emptySelection, option(), 5);
    expect(state.lines).toMatchObject([{ quantity: 1 }]);
    state = chooseOption(state, option(), 2);
    expect(state.lines).toMatchObject([{ quantity: 3 }]);
    state = chooseOption(state, option({ variation_id: 12, name: "유자" }));
    expect(state.lines.map((line) => [line.name, line.quantity])).toEqual([
      ["우드", 3],
      ["유자", 1],
    ]);
  });

  it("'Quantity 0 removes the line.' and 'Direct typing sets the quantity (empty means 0).'", () => {
    const state = chooseOption(emptySelection, option());
    expect(typeQuantity(state, "1:11", "7").lines[0]?.quantity).toBe(7);
    expect(typeQuantity(state, "1:11", "0").lines).toEqual([]);
    expect(typeQuantity(state, "1:11", "").lines).toEqual([]);
    expect(typeQuantity(state, "1:11", "3개").lines[0]?.quantity).toBe(3);
  });

  it("'A change that would reach 0 or below removes the line.'", () => {
    const state = typeQuantity(chooseOption(emptySelection, option()), "1:11", "2");
    expect(changeQuantityBy(state, "1:11", -2).lines).toEqual([]);
    expect(changeQuantityBy(state, "1:11", -5).lines).toEqual([]);
  });

  it("'Quantity minus does nothing at 1.'", () => {
    const state = chooseOption(emptySelection, option());
    expect(decrement(state, "1:11")).toBe(state);
    expect(decrement(increment(state, "1:11"), "1:11").lines[0]?.quantity).toBe(1);
  });

  it("'One-purchase-only items cannot exceed 1; a 'one per order' notice appears.'", () => {
    const only = option({ additional_info: { one_purchased: true } });
    let state = chooseOption(emptySelection, only);
    state = increment(state, "1:11");
    expect(state.lines[0]?.quantity).toBe(1);
    expect(state.notice).toBe("one_per_order");
    expect(typeQuantity(state, "1:11", "4")).toMatchObject({ lines: [{ quantity: 1 }], notice: "one_per_order" });
    expect(chooseOption(state, only, 1).notice).toBe("one_per_order");
  });

  it("out-of-stock options cannot be chosen and raise the sold-out notice", () => {
    const state = chooseOption(emptySelection, option({ inStock: false }));
    expect(state.lines).toEqual([]);
    expect(state.notice).toBe("sold_out");
  });

  it("'The total price is the sum of price times quantity.'", () => {
    let state = chooseOption(emptySelection, option());
    state = typeQuantity(state, "1:11", "2");
    state = chooseOption(state, option({ variation_id: 12, unitPrice: 3500 }));
    expect(selectionTotal(state)).toBe(2 * 15000 + 3500);
    expect(cartRequestLines(state)).toEqual([
      { product_id: 1, variation_id: 11, quantity: 2 },
      { product_id: 1, variation_id: 12, quantity: 1 },
    ]);
    expect(selectionTotal(removeLine(state, "1:11"))).toBe(3500);
  });
});

describe("level-by-level picking (spec §4: 'Multi-attribute products are picked level by level')", () => {
  const attributes = [
    { name: "색상", option: ["밀크 화이트", "허니", "차콜"] },
    { name: "구성", option: ["단품", "미니 인센스 5종"] },
  ];
  const variations = [
    {
      id: 1,
      attributes: [
        { name: "색상", option: "밀크 화이트" },
        { name: "구성", option: "단품" },
      ],
      inStock: false,
    },
    {
      id: 2,
      attributes: [
        { name: "색상", option: "밀크 화이트" },
        { name: "구성", option: "미니 인센스 5종" },
      ],
      inStock: false,
    },
    {
      id: 3,
      attributes: [
        { name: "색상", option: "허니" },
        { name: "구성", option: "단품" },
      ],
      inStock: true,
    },
    {
      id: 4,
      attributes: [
        { name: "색상", option: "허니" },
        { name: "구성", option: "미니 인센스 5종" },
      ],
      inStock: false,
    },
    {
      id: 5,
      attributes: [
        { name: "색상", option: "차콜" },
        { name: "구성", option: "단품" },
      ],
      inStock: true,
    },
    {
      id: 6,
      attributes: [
        { name: "색상", option: "차콜" },
        { name: "구성", option: "미니 인센스 5종" },
      ],
      inStock: true,
    },
  ];

  it("marks a combination sold out when all its variations are, and sorts it last", () => {
    expect(levelOptions(attributes, variations, [])).toEqual([
      { option: "허니", soldOut: false },
      { option: "차콜", soldOut: false },
      { option: "밀크 화이트", soldOut: true },
    ]);
    expect(levelOptions(attributes, variations, ["허니"])).toEqual([
      { option: "단품", soldOut: false },
      { option: "미니 인센스 5종", soldOut: true },
    ]);
  });

  it("adds the variation only once every level is chosen", () => {
    expect(variationFor(attributes, variations, ["차콜"])).toBeNull();
    expect(variationFor(attributes, variations, ["차콜", "미니 인센스 5종"])?.id).toBe(6);
    expect(levelOptions(attributes, variations, ["차콜", "단품"])).toEqual([]);
  });
});
