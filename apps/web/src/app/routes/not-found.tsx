import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Logo } from '@/components/ui/logo'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session'
import { canGoBack } from '@/lib/tab-history'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'

/** Any unknown path outside the dashboard. */
export default function NotFoundRoute() {
  const t = useT()
  const navigate = useNavigate()
  const { user } = useSession()
  const home = user ? paths.dashboard.overview.getHref() : paths.auth.login.getHref()
  const goBack = () => {
    if (canGoBack()) void navigate(-1)
    else void navigate(home, { replace: true })
  }
  return (
    // The glow is wider than a phone: clipped, so the page never scrolls sideways.
    <main className="relative isolate flex min-h-dvh flex-col items-center justify-center overflow-x-clip px-6 py-16 text-center">
      <div
        className="absolute top-1/3 left-1/2 -z-10 size-[36rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-[radial-gradient(circle,rgb(99_102_241/0.22)_0%,transparent_65%)] blur-2xl"
        aria-hidden="true"
      />
      <Logo className="mb-10" />
      <p className="text-gradient text-7xl font-bold tracking-tight sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-white sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-sm leading-relaxed text-slate-400">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Button variant="secondary" size="lg" onClick={goBack}>
          {t('notFound.back')}
        </Button>
        <Button size="lg" onClick={detached(() => navigate(home))}>
          {t('notFound.home', { signedIn: user ? 'yes' : 'no' })}
        </Button>
      </div>
    </main>
  )
}
