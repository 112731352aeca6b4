import Decimal from 'decimal.js'
import type { CreditApproval } from '@wallet/shared/money/staff-transactions'
import { formattingLocale } from '@/lib/i18n/i18n'
import type { MessageId, Translate } from '@/lib/i18n/use-t'

/** A limit as staff read it: whole dollars without cents ('1,000 USD'), else with both ('2,500.50 USD'), exact. */
function usdLimit(limitUsd: string, locale = formattingLocale()): string {
  const usd = new Decimal(limitUsd)
  const places = usd.isInteger() ? 0 : 2
  const text = usd.toFixed(places) as Intl.StringNumericLiteral
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places }).format(text)} USD`
}

const KIND_LABELS: Record<CreditApproval['kind'], MessageId> = {
  add: 'creditApprovals.kind.add',
  edit: 'creditApprovals.kind.edit',
  debit: 'creditApprovals.kind.debit',
}

/** APPROVAL_KIND_LABELS' words in the page's language. */
export const approvalKindLabel = (kind: CreditApproval['kind'], t: Translate): string => t(KIND_LABELS[kind])

/** Why a credit waits for a second staff member (creditWaitText's words), with the limit it was judged against. */
export function creditWaitLabel(approval: Pick<CreditApproval, 'waitReason' | 'waitLimitUsd'>, t: Translate): string {
  const limit = approval.waitLimitUsd ? usdLimit(approval.waitLimitUsd) : null
  switch (approval.waitReason) {
    case 'amount':
      return limit ? t('creditApprovals.wait.over', { limit }) : t('creditApprovals.wait.overThreshold')
    case 'customer_daily_limit':
      return t('creditApprovals.wait.customerDaily', { limit: limit ?? t('creditApprovals.wait.dailyLimit') })
    case 'maker_daily_limit':
      return t('creditApprovals.wait.makerDaily', { limit: limit ?? t('creditApprovals.wait.dailyLimit') })
    case 'no_price':
      return t('creditApprovals.wait.noPrice')
  }
}
