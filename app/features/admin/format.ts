// How the console writes amounts and instants (Seoul time).
export const won = (amount: number) => `${amount.toLocaleString("ko-KR")}원`;

const dateTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  // Not `hour12: false`: Node's ICU reads it as hours 1–24 and wrote a popup ending at 00:48 as
  // "24:48" while the browser wrote "00:48", and the console page failed to hydrate.
  hourCycle: "h23",
});

export const when = (instant: string | Date | null | undefined) => (instant ? dateTime.format(new Date(instant)) : "—");
