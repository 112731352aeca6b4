import type { CodeBody, LoginBody } from '@wallet/shared/identity/sign-in'
import { lazyResolver } from '@/lib/lazy-resolver'

const resolvers = () => import('./sign-in-resolvers')

/** The login page's form resolvers, loaded after the page has painted. */
export const signInResolvers = {
  login: lazyResolver<LoginBody>(() => resolvers().then((m) => m.loginResolver)),
  code: lazyResolver<CodeBody>(() => resolvers().then((m) => m.codeResolver)),
  forgotPassword: lazyResolver<{ email: string }>(() => resolvers().then((m) => m.forgotPasswordResolver)),
}
