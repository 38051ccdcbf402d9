// A payment that failed or was cancelled in a full-page payment window (a phone's, or Naver Pay's
// order sheet) comes back with the provider's message in `payment_error` (spec §8 'payment
// failed' plus the provider's message): it shows in the shop's alert dialog, and closing it takes
// the message out of the address so a reload does not show it again.
import { useLocation, useNavigate } from "react-router";
import { AlertDialog } from "../../components/alert-dialog";
import { checkoutTexts } from "./messages";

export function ReturnedPaymentError() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const message = query.get("payment_error");
  if (message === null) return null;
  const close = () => {
    query.delete("payment_error");
    const search = query.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "" },
      { replace: true, preventScrollReset: true },
    );
  };
  return <AlertDialog message={checkoutTexts.paymentFailed(message)} onClose={close} />;
}
