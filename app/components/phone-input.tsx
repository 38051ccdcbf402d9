// A mobile phone input formatted as the shopper types (spec §5: "The phone input is formatted as
// the user types"), shared by sign-up, the member forms and the checkout.
import type { InputHTMLAttributes } from "react";
import { formatPhoneAsTyped } from "../../core/contact";

export function PhoneInput({
  value,
  onValue,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> & {
  value: string;
  onValue: (formatted: string) => void;
}) {
  return (
    <input
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      placeholder="010-0000-0000"
      {...rest}
      value={value}
      onChange={(event) => onValue(formatPhoneAsTyped(event.target.value))}
    />
  );
}
