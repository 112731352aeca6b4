import { PROTECTION_MESSAGES, type ActiveSession } from '@wallet/shared/identity/sessions-and-freeze'
import { useState } from 'react'
import { errorMessage } from '@/lib/api-client'
import { detached } from '@/lib/detached'
import { useActiveSessions, useEndOtherSessions, useEndSession } from '../api/protection'
import { ActiveSessions } from './active-sessions'

/** The customer's own sessions: end one, or every other one; the list shows the change at once. */
export function OwnSessions() {
  const sessions = useActiveSessions()
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const [ending, setEnding] = useState<string | null>(null)
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function run(which: string, call: () => Promise<unknown>, done: string) {
    setEnding(which)
    setMessage(null)
    try {
      await call()
      setMessage({ tone: 'success', text: done })
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error, 'Failed to end the session.') })
    } finally {
      setEnding(null)
    }
  }

  return (
    <ActiveSessions
      sessions={sessions}
      ending={ending}
      message={message}
      onEnd={detached((s: ActiveSession) => run(s.id, () => endOne.mutateAsync(s.id), PROTECTION_MESSAGES.sessionEnded))}
      onEndOthers={detached(() => run('others', () => endOthers.mutateAsync(undefined), PROTECTION_MESSAGES.otherSessionsEnded))}
    />
  )
}
