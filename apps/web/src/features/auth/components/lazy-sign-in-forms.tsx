import { type ComponentProps, lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'

/**
 * The login screen's forms load just after the page paints (docs/decisions/060-first-screen.md): the layout, title and
 * messages come with the page, the form code (react-hook-form) a moment later, and the schemas after that (their
 * resolvers are lazy too). The placeholder has the form's size, so nothing moves when it arrives.
 */
const Credentials = lazy(() => import('./credentials-form').then((m) => ({ default: m.CredentialsForm })))
const Code = lazy(() => import('./code-form').then((m) => ({ default: m.CodeForm })))
const ForgotPassword = lazy(() => import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })))

function FormPlaceholder({ fields }: { fields: number }) {
  return (
    <div className="space-y-5" aria-busy="true">
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="space-y-1.5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ))}
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  )
}

export function CredentialsForm(props: ComponentProps<typeof Credentials>) {
  return (
    <Suspense fallback={<FormPlaceholder fields={2} />}>
      <Credentials {...props} />
    </Suspense>
  )
}

export function CodeForm(props: ComponentProps<typeof Code>) {
  return (
    <Suspense fallback={<FormPlaceholder fields={1} />}>
      <Code {...props} />
    </Suspense>
  )
}

export function ForgotPasswordForm(props: ComponentProps<typeof ForgotPassword>) {
  return (
    <Suspense fallback={<FormPlaceholder fields={1} />}>
      <ForgotPassword {...props} />
    </Suspense>
  )
}
