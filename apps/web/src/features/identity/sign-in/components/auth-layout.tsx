import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { Logo } from '@/components/ui/logo'
import { AnimatedBackground } from './animated-background'
import { useMessageText, useT } from '@/lib/i18n/use-t'
import { LanguageSwitcher } from '@/components/ui/lazy-language-switcher'

export interface AuthLayoutProps {
  title: string
  subtitle?: ReactNode
  /** Shown above the form as an alert. */
  error?: string | null
  children: ReactNode
  /** e.g. { text: "Don't have an account?", to: '/register', signUp: true }: the link reads 'Sign Up', else 'Sign In'. */
  footer?: { text: string; to: string; signUp?: boolean }
}

/**
 * The frame of every sign-in screen: animated background, glass card, logo, title, error banner, footer link. The card
 * stands still: moving it in made the compositor redraw the glass's blur in every frame while the page's first code
 * ran (docs/decisions/081-sign-in-card-without-motion.md).
 */
export function AuthLayout({ title, subtitle, error, children, footer }: AuthLayoutProps) {
  const t = useT()
  const message = useMessageText()
  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center justify-center px-4 py-10 sm:py-16">
      <AnimatedBackground />
      <main className="w-full max-w-[440px]">
        <LanguageSwitcher className="mb-4 justify-end" />
        <div className="mb-7 flex flex-col items-center gap-2 text-center">
          <Logo />
          <p className="text-xs font-medium tracking-[0.18em] text-slate-400 uppercase">{t('brand.tagline')}</p>
        </div>
        <div className="glass rounded-3xl p-6 sm:p-8">
          <h1 className="text-center text-2xl font-semibold tracking-tight text-white">{title}</h1>
          {subtitle && <div className="mt-2 text-center text-sm leading-relaxed text-slate-400">{subtitle}</div>}
          <div className="mt-6 space-y-5">
            {error && <Banner tone="error">{message(error)}</Banner>}
            {children}
          </div>
        </div>
        {footer && (
          <p className="mt-6 text-center text-sm text-slate-400">
            {footer.text}{' '}
            <Link to={footer.to} className="font-semibold text-brand-300 underline-offset-4 transition hover:text-white hover:underline">
              {footer.signUp ? t('signIn.signUpLink') : t('signIn.signInLink')}
            </Link>
          </p>
        )}
      </main>
    </div>
  )
}
