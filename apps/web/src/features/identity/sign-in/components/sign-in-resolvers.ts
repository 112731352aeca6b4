import { zodResolver } from '@hookform/resolvers/zod'
import { CodeBody, ForgotPasswordBody, LoginBody } from '@wallet/shared/identity/sign-in'

/** The sign-in page's schemas as resolvers, in their own chunk (see lib/lazy-resolver.ts). */
export const loginResolver = zodResolver(LoginBody)
export const codeResolver = zodResolver(CodeBody)
export const forgotPasswordResolver = zodResolver(ForgotPasswordBody)
