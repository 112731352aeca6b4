/**
 * The browser side of passkeys (docs/decisions/038-passkeys.md): the WebAuthn prompt, through @simplewebauthn/browser,
 * loaded only when a passkey is used so that the sign-in screen's first script does not grow (nor take zod with it:
 * this module imports no schema).
 */

export const PASSKEY_PROMPT_MESSAGES = {
  cancelled: 'The passkey prompt was closed before it finished.',
  unsupported: 'This browser cannot use passkeys.',
} as const

/** Whether this browser can use passkeys at all (no button is offered where it cannot). */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

/** The browser's answer to a sign-in challenge (navigator.credentials.get). */
export async function answerWithPasskey(options: { challenge: string }) {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  return asSent(await startAuthentication({ optionsJSON: options }))
}

/**
 * The answer as the API takes it: its extension results a plain record (the browser's type names each extension).
 * Registration (Settings) uses it too; its prompt lives there, out of the sign-in screen's first script.
 */
export function asSent<T extends { clientExtensionResults: AuthenticationExtensionsClientOutputs }>(
  credential: T,
): Omit<T, 'clientExtensionResults'> & { clientExtensionResults: Record<string, unknown> } {
  const extensions: Record<string, unknown> = { ...credential.clientExtensionResults }
  return { ...credential, clientExtensionResults: extensions }
}

/** The words for a prompt that failed in the browser (closed, timed out, not allowed), or null for a server's refusal. */
export function promptFailureMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return PASSKEY_PROMPT_MESSAGES.cancelled
  if (error.name === 'NotSupportedError') return PASSKEY_PROMPT_MESSAGES.unsupported
  if (error.name === 'InvalidStateError') return 'This passkey is already registered.'
  if (error.name === 'SecurityError') return 'Passkeys cannot be used on this address. Open the wallet at its own address.'
  return null
}
