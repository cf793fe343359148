/** Password length for the sign-up and reset forms (their rules are in forms/auth.server.ts). */
export const MIN_PASSWORD_LENGTH = 10;
