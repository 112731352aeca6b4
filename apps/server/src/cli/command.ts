import type { ParseArgsConfig } from 'node:util'

export interface CliCommand {
  description: string
  options: NonNullable<ParseArgsConfig['options']>
  /** Returns the process exit code. */
  run(values: Record<string, string | boolean | undefined>): Promise<number>
}
