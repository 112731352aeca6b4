import { rememberWhenPageCloses, signOutIfTabWasClosed } from '@/features/identity/sign-in/closing-tab'
import { nextTask } from '@/lib/next-task'
import { recordPageLoad } from '@/lib/tab-history'

let started: Promise<void> | undefined

/**
 * What runs before anything shows: the closing-tab rule (spec part 1 §4) and the tab's history mark. boot.ts starts it
 * as soon as the page runs, while the app's code is still loading: the browser storage it reads can take the page a
 * while the first time (docs/decisions/068-overview-first-paint.md). Each storage is opened in a task of its own, after
 * the one that started it, so that neither lengthens boot.ts's (decision 084). The app waits for it before it asks
 * who is signed in. Runs once, whoever asks first.
 */
export function startPage(): Promise<void> {
  return (started ??= (async () => {
    await nextTask()
    rememberWhenPageCloses()
    const signedOut = signOutIfTabWasClosed()
    await nextTask()
    recordPageLoad()
    await signedOut
  })())
}
