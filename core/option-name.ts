// An option's name as the shop writes it, on its own: the console's editors need only this of the
// storefront's option rules (option-selection.ts), and a module of its own keeps those rules out of
// the console's bundle.

/** An option's name as the shop writes it: its attributes' options, "화이트 / 대" for two levels. */
export function optionNameOf(attributes: readonly { option: string }[]): string {
  return attributes.map((attribute) => attribute.option).join(" / ");
}
