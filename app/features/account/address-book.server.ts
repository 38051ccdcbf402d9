// The account page's 배송지 관리 (issue 20): the member's saved addresses for its loader, and its
// 기본으로 설정 and 삭제 forms, which post here with an intent and the address's id. A refusal
// (another member's or a deleted address, a foreign page's post) is a Korean message beside the list.
import { type AppLoadContext, data, redirect } from "react-router";
import { links } from "../../../core/links";
import { apiMessages } from "../../../server/api/messages";
import { deleteAddress, listAddresses, setDefaultAddress } from "../../../server/domain/account/addresses";
import { addressBookMessages } from "../../../server/domain/account/messages";
import type { SessionUser } from "../../../server/domain/auth/sessions";
import { DomainError, httpStatusOf } from "../../../server/domain/errors";
import { idOf } from "../../../server/domain/ids";
import { isForeignOrigin } from "../../../server/http/origin";

export const ADDRESS_INTENTS = ["address-default", "address-delete"] as const;
type AddressIntent = (typeof ADDRESS_INTENTS)[number];

export const isAddressIntent = (intent: unknown): intent is AddressIntent =>
  ADDRESS_INTENTS.includes(intent as AddressIntent);

/** A refused address form: what went wrong, shown above the list. */
export type AddressAnswer = { addressError: string };

/** A saved address as the account page lists it. */
export type SavedAddress = {
  id: number;
  recipient: string;
  phone: string;
  line: string;
  isDefault: boolean;
};

export async function savedAddresses(context: AppLoadContext, userId: number): Promise<SavedAddress[]> {
  return (await listAddresses(context.db, userId)).map((address) => ({
    id: address.id,
    recipient: address.recipientName,
    phone: address.phone,
    line: `[${address.postcode}] ${address.address1} ${address.address2}`.trim(),
    isDefault: address.isDefault,
  }));
}

const addressIdSchema = idOf(addressBookMessages.notFound);

export async function addressAction(
  request: Request,
  form: FormData,
  context: AppLoadContext,
  member: () => Promise<SessionUser>,
) {
  const refuse = (status: number, message: string) => data<AddressAnswer>({ addressError: message }, { status });
  if (isForeignOrigin(request)) return refuse(403, apiMessages.foreignOrigin);
  const id = addressIdSchema.safeParse(form.get("address_id"));
  if (!id.success) return refuse(404, addressBookMessages.notFound);
  try {
    const user = await member();
    if (form.get("intent") === "address-default") await setDefaultAddress(context.db, user.id, id.data);
    else await deleteAddress(context.db, user.id, id.data);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refuse(httpStatusOf[error.kind], error.message);
  }
  // Back to the page's own address, so a reload does not post again.
  return redirect(`${links.account}#addresses`);
}
