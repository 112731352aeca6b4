import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Banner } from '@/components/ui/banner'
import { Logo } from '@/components/ui/logo'
import { AnimatedBackground } from './animated-background'

export interface AuthLayoutProps {
  title: string
  subtitle?: ReactNode
  /** Shown above the form as an alert. */
  error?: string | null
  children: ReactNode
  /** e.g. { text: "Don't have an account?", to: '/register' }: the link reads 'Sign Up' or 'Sign In' by the text. */
  footer?: { text: string; to: string }
}

/**
 * The frame of every sign-in screen: animated background, glass card, logo, title, error banner, footer link. The card
 * stands still: moving it in made the compositor redraw the glass's blur in every frame while the page's first code
 * ran (docs/decisions/081-sign-in-card-without-motion.md).
 */
export function AuthLayout({ title, subtitle, error, children, footer }: AuthLayoutProps) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center justify-center px-4 py-10 sm:py-16">
      <AnimatedBackground />
      <main className="w-full max-w-[440px]">
        <div className="mb-7 flex flex-col items-center gap-2 text-center">
          <Logo />
          <p className="text-xs font-medium tracking-[0.18em] text-slate-400 uppercase">Simple. Fast. Secure</p>
        </div>
        <div className="glass rounded-3xl p-6 sm:p-8">
          <h1 className="text-center text-2xl font-semibold tracking-tight text-white">{title}</h1>
          {subtitle && <div className="mt-2 text-center text-sm leading-relaxed text-slate-400">{subtitle}</div>}
          <div className="mt-6 space-y-5">
            {error && <Banner tone="error">{error}</Banner>}
            {children}
          </div>
        </div>
        {footer && (
          <p className="mt-6 text-center text-sm text-slate-400">
            {footer.text}{' '}
            <Link to={footer.to} className="font-semibold text-brand-300 underline-offset-4 transition hover:text-white hover:underline">
              {/don't have/i.test(footer.text) ? 'Sign Up' : 'Sign In'}
            </Link>
          </p>
        )}
      </main>
    </div>
  )
}
