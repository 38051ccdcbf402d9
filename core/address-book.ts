// A member's address book (issue 20): how many addresses they may keep, for the server's bound
// and the account page's hint alike. Room for home, work and family, not a mailing list.
export const MAX_ADDRESSES = 10;
