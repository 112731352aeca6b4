/**
 * The authenticator-app codes' settings, shared by better-auth's two-factor plugin, the sign-in rules and the
 * enrolment keys (security/totp.ts). A leaf: it imports nothing, so none of those three imports another for these.
 */
export const TOTP_ISSUER = 'Wallet'
export const TOTP_PERIOD_SECONDS = 30
