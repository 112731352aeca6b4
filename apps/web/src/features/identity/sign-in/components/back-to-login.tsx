import { useT } from '@/lib/i18n/use-t'

/** The link back to step 0 of the login screen. */
export function BackToLogin({ onClick }: { onClick: () => void }) {
  const t = useT()
  return (
    <div className="text-center">
      <button type="button" onClick={onClick} className="text-sm font-medium text-slate-400 transition hover:text-white">
        {t('signIn.backToLogin')}
      </button>
    </div>
  )
}
