// The one error type of the domain; its kind decides the HTTP status in one place (server/api).
export type DomainErrorKind =
  | "invalid"
  | "not_found"
  | "forbidden"
  | "conflict"
  | "unauthenticated"
  | "rate_limited"
  | "unavailable";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** A machine-readable status value some spec answers carry (e.g. 'Login Required'). */
    readonly status?: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const httpStatusOf: Record<DomainErrorKind, 400 | 401 | 403 | 404 | 409 | 429 | 503> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};
