// How the console writes amounts and instants (Seoul time).
export const won = (amount: number) => `${amount.toLocaleString("ko-KR")}원`;

const dateTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

export const when = (instant: string | Date | null | undefined) => (instant ? dateTime.format(new Date(instant)) : "—");
