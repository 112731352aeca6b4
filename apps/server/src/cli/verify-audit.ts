import { withServices } from '../seed/open-services.ts'
import type { CliCommand } from './command.ts'

export const command: CliCommand = {
  description: "Recompute the audit log's hash chain row by row and say where it breaks, if anywhere (exit 1 if it does).",
  options: {},
  async run() {
    const report = await withServices(({ services }) => services.audit.verify())
    if (report.ok) {
      console.log(report.rows === 0 ? 'The audit log is empty.' : `Audit chain verified through row ${report.verifiedThrough} (${report.rows} rows).`)
      return 0
    }
    console.log(`Audit chain broken at row ${report.brokenAt}: ${report.problem}. Verified through row ${report.verifiedThrough}.`)
    return 1
  },
}
