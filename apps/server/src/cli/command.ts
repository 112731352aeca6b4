import type { ParseArgsConfig } from 'node:util'

export interface CliCommand {
  description: string
  options: NonNullable<ParseArgsConfig['options']>
  /** Takes words after its name (a subcommand: `chain export-payouts`). */
  positionals?: boolean
  /** Returns the process exit code. */
  run(values: Record<string, string | boolean | undefined>, positionals: string[]): Promise<number>
}
