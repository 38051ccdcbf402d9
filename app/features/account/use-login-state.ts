// Whether the shopper is logged in (spec §3 "Client state"). Accounts arrive with issue 5; until
// then every shopper is a guest and members-only items answer with the login-needed dialog.
export function useLoginState(): { isLoggedIn: boolean } {
  return { isLoggedIn: false };
}
