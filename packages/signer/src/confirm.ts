/** The operator's yes: only "y" or "yes" signs; anything else, or no answer at all, does not. */
import { createReadStream, openSync } from 'node:fs'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { Refusal } from './refusal.ts'

export function askYes(question: string, input: Readable, output: NodeJS.WritableStream): Promise<boolean> {
  const rl = createInterface({ input, output, terminal: false })
  return new Promise((resolve) => {
    const settle = (yes: boolean) => {
      rl.removeAllListeners()
      rl.close()
      input.destroy() // the terminal's stream would otherwise keep the process waiting
      resolve(yes)
    }
    rl.once('line', (answer) => settle(['y', 'yes'].includes(answer.trim().toLowerCase())))
    rl.once('close', () => settle(false))
    output.write(question)
  })
}

/** Where the answer comes from: the standard input, or the terminal when the key came on the standard input. */
export function answerSource(keyOnStdin: boolean): Readable {
  if (!keyOnStdin) return process.stdin
  try {
    return createReadStream('', { fd: openSync('/dev/tty', 'r') })
  } catch {
    throw new Refusal('The key came on standard input and there is no terminal to ask on: check the listing, then run again with --yes.')
  }
}
