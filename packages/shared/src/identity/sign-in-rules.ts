/**
 * The plain constants of sign-in (part 1 §5, §9), without zod: the sign-in page imports these and paints before the
 * validation library loads. `auth.ts` re-exports them with the schemas.
 */
export const PASSWORD_MIN_LENGTH = 8
export const CODE_LENGTH = 6
/** The request header that carries the solved ALTCHA payload on sign-up and sign-in. */
export const CAPTCHA_HEADER = 'x-captcha-response'
