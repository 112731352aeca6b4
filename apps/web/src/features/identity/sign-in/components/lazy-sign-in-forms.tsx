import { type ComponentProps, lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { usePainted } from '@/lib/page-thread'

/**
 * The login screen's forms load just after the page paints (docs/decisions/060-first-screen.md): the layout, title and
 * messages come with the page, the form code (react-hook-form) once the page has painted, and the schemas when the
 * user starts on the form (their resolvers are lazy too). The form code is asked for only after that first paint, so
 * that the paint does not wait for it (docs/decisions/068-overview-first-paint.md). The placeholder has the form's
 * size, so nothing moves when it arrives.
 */
const Credentials = lazy(() => import('./credentials-form').then((m) => ({ default: m.CredentialsForm })))
const Code = lazy(() => import('./code-form').then((m) => ({ default: m.CodeForm })))
const ForgotPassword = lazy(() => import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })))

function FormPlaceholder({ fields }: { fields: number }) {
  return (
    <div className="space-y-5" aria-busy="true">
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="space-y-1.5">
          <Skeleton still className="h-4 w-28" />
          <Skeleton still className="h-12 w-full rounded-xl" />
        </div>
      ))}
      <Skeleton still className="h-12 w-full rounded-xl" />
    </div>
  )
}

export function CredentialsForm(props: ComponentProps<typeof Credentials>) {
  const painted = usePainted()
  const placeholder = <FormPlaceholder fields={2} />
  return <Suspense fallback={placeholder}>{painted ? <Credentials {...props} /> : placeholder}</Suspense>
}

export function CodeForm(props: ComponentProps<typeof Code>) {
  const painted = usePainted()
  const placeholder = <FormPlaceholder fields={1} />
  return <Suspense fallback={placeholder}>{painted ? <Code {...props} /> : placeholder}</Suspense>
}

export function ForgotPasswordForm(props: ComponentProps<typeof ForgotPassword>) {
  const painted = usePainted()
  const placeholder = <FormPlaceholder fields={1} />
  return <Suspense fallback={placeholder}>{painted ? <ForgotPassword {...props} /> : placeholder}</Suspense>
}
