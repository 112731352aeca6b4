import { Link } from 'react-router'
import { ERRORS } from '@wallet/shared/errors'
import { paths } from '@/config/paths'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useT } from '@/lib/i18n/use-t'

/**
 * The login screen's error words, loaded when a sign-in step fails rather than with the page: the table of every
 * error's message they need would take up the login page's first JavaScript (docs/decisions/153).
 */

/** Why the emailed code could not be sent. */
export const emailCodeFailure = (cause: unknown) => errorMessage(cause, ERRORS.EMAIL_CODE_SEND_FAILED.message)

/** Why a second-factor code was refused: the server's words for a refusal, else the spec's. */
export const codeFailure = (cause: unknown) => (cause instanceof ApiError && cause.status < 500 ? cause.message : ERRORS.INVALID_CODE.message)

/** Under a refusal because the account is frozen: the way to unfreeze it. */
export function FrozenAccountLink({ error }: { error: string }) {
  const t = useT()
  if (error !== ERRORS.ACCOUNT_FROZEN.message) return null
  return (
    <p className="text-center text-sm">
      <Link to={paths.auth.unfreezeAccount.getHref()} className="font-semibold text-brand-300 underline-offset-4 hover:text-white hover:underline">
        {t('signIn.unfreezeLink')}
      </Link>
    </p>
  )
}
