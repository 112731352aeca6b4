import { z } from 'zod'
import { SecondFactorCode } from '../identity/anti-phishing-and-allowlist.ts'
import { multiLine, singleLine } from '../text.ts'

/** Saved payment methods (part 2 §3, §5; DESIGN principle 4: no card secrets are kept). */
export const PAYMENT_METHOD_TYPES = ['credit_card', 'bank_account'] as const

export const PAYMENT_MESSAGES = {
  required: 'Please fill in all required fields',
  chooseType: 'Please choose a card or a bank account.',
  invalidCardNumber: 'Please enter a valid card number.',
  invalidExpiry: 'Please enter a valid expiry date (MM/YY).',
  expired: 'This card has expired.',
  invalidCvv: 'CVV must be 3 or 4 digits.',
  invalidAccountNumber: 'Please enter a valid account number.',
  tooLong: 'This field is too long.',
  notFound: 'Payment method not found.',
  passwordRequired: 'Please enter your password.',
  /** With the withdrawal allowlist on, a new payment method is a new destination (docs/decisions/126). */
  lockedForWithdrawal: (until: string) =>
    `This payment method was added recently and is locked for withdrawals until ${until}, to protect you if someone else added it.`,
} as const

/** The Luhn checksum of a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

const BRANDS: ReadonlyArray<{ brand: string; test: (d: string) => boolean }> = [
  { brand: 'Visa', test: (d) => d.startsWith('4') },
  { brand: 'American Express', test: (d) => /^3[47]/.test(d) },
  { brand: 'Mastercard', test: (d) => /^5[1-5]/.test(d) || inRange(d, 4, 2221, 2720) },
  { brand: 'Discover', test: (d) => /^(6011|65|64[4-9])/.test(d) },
  { brand: 'JCB', test: (d) => inRange(d, 4, 3528, 3589) },
  { brand: 'Diners Club', test: (d) => /^(30[0-5]|36|38)/.test(d) },
  { brand: 'UnionPay', test: (d) => d.startsWith('62') },
  { brand: 'Maestro', test: (d) => /^(5018|5020|5038|6304|6759|676[1-3])/.test(d) },
]

function inRange(digits: string, prefixLength: number, from: number, to: number): boolean {
  const prefix = Number(digits.slice(0, prefixLength))
  return prefix >= from && prefix <= to
}

/** What a card whose brand is not recognised is stored as: the English word, worded again in a mail's language. */
export const UNKNOWN_CARD_BRAND = 'Card'

/** The card brand named by the number's leading digits ('Card' when none is recognised). */
export function detectCardBrand(digits: string): string {
  return BRANDS.find((b) => b.test(digits))?.brand ?? UNKNOWN_CARD_BRAND
}

/** Digits of a card number typed with spaces or dashes; null when anything else is in it. */
export function normalizeCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '')
  return /^\d{12,19}$/.test(digits) ? digits : null
}

/** MM/YY → the month it names; null when it is not a real month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value)
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(match[2]) }
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now = new Date()): boolean {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() + 1
  return expiry.year < year || (expiry.year === year && expiry.month < month)
}

const requiredText = (max: number) =>
  singleLine(z.string({ error: PAYMENT_MESSAGES.required }).trim().min(1, PAYMENT_MESSAGES.required).max(max, PAYMENT_MESSAGES.tooLong))
const notes = multiLine(z.string({ error: PAYMENT_MESSAGES.tooLong }).trim().max(500, PAYMENT_MESSAGES.tooLong)).nullish()

/**
 * The step-up a new payment method needs while the withdrawal allowlist is on (docs/decisions/126): the password and
 * the second factor's code. Optional in the schema; the server asks for them when the allowlist holds.
 */
const stepUp = {
  password: z.string({ error: PAYMENT_MESSAGES.passwordRequired }).min(1, PAYMENT_MESSAGES.passwordRequired).max(1024).optional(),
  secondFactorCode: SecondFactorCode.optional(),
}

export const AddCardBody = z.object({
  type: z.literal('credit_card'),
  cardNumber: requiredText(40)
    .refine((v) => normalizeCardNumber(v) !== null, PAYMENT_MESSAGES.invalidCardNumber)
    .refine((v) => passesLuhn(normalizeCardNumber(v) ?? ''), PAYMENT_MESSAGES.invalidCardNumber),
  cardHolderName: requiredText(100),
  expiryDate: requiredText(5)
    .refine((v) => parseExpiry(v) !== null, PAYMENT_MESSAGES.invalidExpiry)
    .refine((v) => {
      const parsed = parseExpiry(v)
      return parsed === null || !isExpired(parsed)
    }, PAYMENT_MESSAGES.expired),
  cvv: z
    .string({ error: PAYMENT_MESSAGES.invalidCvv })
    .max(4, PAYMENT_MESSAGES.invalidCvv)
    .regex(/^(\d{3,4})?$/, PAYMENT_MESSAGES.invalidCvv)
    .nullish(),
  notes,
  ...stepUp,
})

export const AddBankAccountBody = z.object({
  type: z.literal('bank_account'),
  bank_name: requiredText(100),
  account_number: requiredText(40).refine(
    (v) => /^[A-Za-z0-9 -]+$/.test(v) && v.replace(/[^A-Za-z0-9]/g, '').length >= 4,
    PAYMENT_MESSAGES.invalidAccountNumber,
  ),
  notes,
  ...stepUp,
})

/** add-raw-payment-method. */
export const AddPaymentMethodBody = z.discriminatedUnion('type', [AddCardBody, AddBankAccountBody], {
  error: PAYMENT_MESSAGES.chooseType,
})
export type AddPaymentMethodBody = z.infer<typeof AddPaymentMethodBody>

/** What is kept and shown: never a full number or a CVV. */
export const PaymentMethod = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  card_brand: z.string().nullable(),
  last4: z.string().nullable(),
  expiry_date: z.string().nullable(),
  card_holder_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_last4: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  /** Added while the withdrawal allowlist was on and still in its lock: no withdrawal to it before then (ISO time). */
  locked_until: z.string().nullable(),
})
export type PaymentMethod = z.infer<typeof PaymentMethod>

export const PaymentMethodList = z.object({
  paymentMethods: z.array(PaymentMethod),
  /** The withdrawal allowlist holds: adding a method asks for the step-up, and a new one waits `lock_hours`. */
  step_up_required: z.boolean(),
  lock_hours: z.number(),
})
export type PaymentMethodList = z.infer<typeof PaymentMethodList>
