// Option selection on the product page (spec §4 "Option selection", §5): a pure state machine
// shared by the purchase menu, the mobile sheet and the cart popup.
import { formatWon } from "./price";

export type AdditionalInfo = { login_required?: boolean; one_purchased?: boolean };

/** Something the shopper can pick: a simple product or one variation of a variable product. */
export type PurchasableOption = {
  product_id: number;
  /** null for the product itself (spec §3 "Cart request line"). */
  variation_id: number | null;
  name: string;
  img: string | null;
  unitPrice: number;
  regularPrice: number;
  discountRate: number;
  onSale: boolean;
  inStock: boolean;
  additional_info: AdditionalInfo;
};

/** Spec §3 "Selected option line". */
export type SelectedOptionLine = {
  id: string;
  name: string;
  quantity: number;
  img: string | null;
  regularPrice: number;
  /** Text with thousands separators and the suffix 원. */
  price: string;
  unitPrice: number;
  discountRate: number;
  onSale: boolean;
  product_id: number;
  variation_id: number | null;
  additional_info: AdditionalInfo;
};

export type SelectionNotice = "one_per_order" | "sold_out" | null;

export type SelectionState = { lines: SelectedOptionLine[]; notice: SelectionNotice };

export const emptySelection: SelectionState = { lines: [], notice: null };

export function lineIdOf(option: Pick<PurchasableOption, "product_id" | "variation_id">): string {
  return `${option.product_id}:${option.variation_id ?? 0}`;
}

function toLine(option: PurchasableOption, quantity: number): SelectedOptionLine {
  return {
    id: lineIdOf(option),
    name: option.name,
    quantity,
    img: option.img,
    regularPrice: option.regularPrice,
    price: formatWon(option.unitPrice),
    unitPrice: option.unitPrice,
    discountRate: option.discountRate,
    onSale: option.onSale,
    product_id: option.product_id,
    variation_id: option.variation_id,
    additional_info: option.additional_info,
  };
}

const onePerOrder = (line: Pick<SelectedOptionLine, "additional_info">) => line.additional_info.one_purchased === true;

/** Applies a new quantity: ≤ 0 removes the line; one-purchase-only lines never exceed 1. */
function withQuantity(state: SelectionState, id: string, quantity: number): SelectionState {
  const line = state.lines.find((l) => l.id === id);
  if (!line) return state;
  if (!Number.isFinite(quantity) || quantity <= 0) {
    return { lines: state.lines.filter((l) => l.id !== id), notice: null };
  }
  if (onePerOrder(line) && quantity > 1) {
    return { lines: state.lines.map((l) => (l.id === id ? { ...l, quantity: 1 } : l)), notice: "one_per_order" };
  }
  return { lines: state.lines.map((l) => (l.id === id ? { ...l, quantity: Math.floor(quantity) } : l)), notice: null };
}

/** "A simple product is auto-selected with quantity 1 on load." */
export function initialSelection(simpleProduct: PurchasableOption | null): SelectionState {
  if (!simpleProduct?.inStock) return emptySelection;
  return { lines: [toLine(simpleProduct, 1)], notice: null };
}

/**
 * "Choosing an option not yet present adds it with quantity 1; choosing an existing one adds the
 * given quantity." Out-of-stock options cannot be chosen.
 */
export function chooseOption(state: SelectionState, option: PurchasableOption, quantity = 1): SelectionState {
  if (!option.inStock) return { ...state, notice: "sold_out" };
  const id = lineIdOf(option);
  const existing = state.lines.find((line) => line.id === id);
  if (!existing) {
    return { lines: [...state.lines, toLine(option, 1)], notice: null };
  }
  return withQuantity(state, id, existing.quantity + quantity);
}

/** "A change that would reach 0 or below removes the line." */
export function changeQuantityBy(state: SelectionState, id: string, delta: number): SelectionState {
  const line = state.lines.find((l) => l.id === id);
  return line ? withQuantity(state, id, line.quantity + delta) : state;
}

/** The plus button: on a one-purchased item it shows the one-per-order notice instead. */
export function increment(state: SelectionState, id: string): SelectionState {
  return changeQuantityBy(state, id, 1);
}

/** "Quantity minus does nothing at 1." */
export function decrement(state: SelectionState, id: string): SelectionState {
  const line = state.lines.find((l) => l.id === id);
  if (!line || line.quantity <= 1) return state;
  return changeQuantityBy(state, id, -1);
}

/** "Direct typing sets the quantity (empty means 0)." */
export function typeQuantity(state: SelectionState, id: string, text: string): SelectionState {
  const digits = text.replace(/[^0-9]/g, "");
  return withQuantity(state, id, digits === "" ? 0 : Number(digits));
}

export function removeLine(state: SelectionState, id: string): SelectionState {
  return { lines: state.lines.filter((line) => line.id !== id), notice: null };
}

/** "The total price is the sum of price times quantity." */
export function selectionTotal(state: SelectionState): number {
  return state.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

export function selectionQuantity(state: SelectionState): number {
  return state.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Spec §3 "Cart request line" for each selected line. */
export function cartRequestLines(state: SelectionState) {
  return state.lines.map((line) => ({
    product_id: line.product_id,
    variation_id: line.variation_id,
    quantity: line.quantity,
  }));
}

// Multi-attribute products are picked level by level.

export type VariationChoice = {
  id: number;
  attributes: { name: string; option: string }[];
  inStock: boolean;
};

export type LevelOption = { option: string; soldOut: boolean };

/**
 * The options of one attribute level given the options chosen on the levels above. An option is
 * sold out when every variation it leads to is out of stock; sold-out options sort last.
 */
export function levelOptions(
  attributes: { name: string; option: string[] }[],
  variations: VariationChoice[],
  chosen: string[],
): LevelOption[] {
  const level = chosen.length;
  const attribute = attributes[level];
  if (!attribute) return [];
  const matching = variations.filter((variation) =>
    chosen.every((option, index) => variation.attributes[index]?.option === option),
  );
  const options = attribute.option
    .map((option) => {
      const leadsTo = matching.filter((variation) => variation.attributes[level]?.option === option);
      return leadsTo.length ? { option, soldOut: leadsTo.every((variation) => !variation.inStock) } : null;
    })
    .filter((option): option is LevelOption => option !== null);
  return [...options.filter((o) => !o.soldOut), ...options.filter((o) => o.soldOut)];
}

/** The variation once every level is chosen, else null. */
export function variationFor(
  attributes: { name: string }[],
  variations: VariationChoice[],
  chosen: string[],
): VariationChoice | null {
  if (chosen.length < attributes.length) return null;
  return (
    variations.find((variation) => chosen.every((option, index) => variation.attributes[index]?.option === option)) ??
    null
  );
}
