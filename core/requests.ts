// The kinds and states of the shoppers' requests in the console's queue (/admin/requests, issue 22):
// named once for the queue's domain read and its page, whose script must not carry the read.

export const REQUEST_KINDS = ["cancel", "exchange", "return"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATES = ["requested", "approved", "rejected"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = { cancel: "취소", exchange: "교환", return: "반품" };
export const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  requested: "요청",
  approved: "승인/완료",
  rejected: "거절",
};

/** How far back the queue shows cancellations (they need no answer, only a look). */
export const CANCELLATION_DAYS = 30;
