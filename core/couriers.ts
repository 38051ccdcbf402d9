// Korean couriers the console offers for a shipment and each one's public tracking page, so the
// shopper's 배송조회 opens the carrier's own page for the number the operator entered.

export const COURIERS = [
  { name: "CJ대한통운", trackingUrl: "https://trace.cjlogistics.com/next/tracking.html?wblNo=" },
  { name: "우체국택배", trackingUrl: "https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=" },
  {
    name: "한진택배",
    trackingUrl: "https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=",
  },
  { name: "롯데택배", trackingUrl: "https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=" },
  { name: "로젠택배", trackingUrl: "https://www.ilogen.com/web/personal/trace/" },
  { name: "경동택배", trackingUrl: "https://kdexp.com/service/delivery/etc/delivery.do?barcode=" },
] as const;

export type CourierName = (typeof COURIERS)[number]["name"];

export const COURIER_NAMES = COURIERS.map((courier) => courier.name) as [CourierName, ...CourierName[]];

export const DEFAULT_COURIER: CourierName = "CJ대한통운";

/** The carrier's tracking page for a parcel, or null for a courier the list does not know. */
export function trackingUrlOf(courier: string | null, trackingNumber: string | null): string | null {
  if (!courier || !trackingNumber) return null;
  const known = COURIERS.find((entry) => entry.name === courier);
  return known ? `${known.trackingUrl}${encodeURIComponent(trackingNumber.replace(/-/g, ""))}` : null;
}

/** A tracking number as the console takes it: 8 to 20 digits and dashes, a digit at each end. */
export function isTrackingNumber(value: string): boolean {
  return /^(?=[\d-]{8,20}$)\d+(?:-\d+)*$/.test(value);
}

/** What Excel makes of a long number in a cell it did not keep as text: 6.12345E+11, its digits lost. */
export function isScientificNotation(value: string): boolean {
  return /^\d+(?:\.\d+)?e\+?\d+$/i.test(value.trim());
}

/** A known courier's own spelling for a name typed with other spaces or case (cj대한통운), else the name. */
export function courierNameOf(name: string): string {
  const key = (text: string) => text.replace(/\s/g, "").toLowerCase();
  return COURIER_NAMES.find((known) => key(known) === key(name)) ?? name.trim();
}
