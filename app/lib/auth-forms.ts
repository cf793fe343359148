/** Password length for the sign-up and reset forms (their rules are in forms/auth.server.ts). */
export const MIN_PASSWORD_LENGTH = 10;

/** How long the link that confirms a new account's address works. */
export const VERIFY_LINK_HOURS = 24;
