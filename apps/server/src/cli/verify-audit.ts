import { withServices } from '../seed/open-services.ts'
import type { CliCommand } from './command.ts'

export const command: CliCommand = {
  description:
    "Recompute the audit log's hash chain and key marks row by row, check that it still reaches the published head " +
    '(DATA_DIR/audit-head.json, or --head FILE), and say where it breaks, if anywhere (exit 1 if it does).',
  options: { head: { type: 'string' } },
  async run(values) {
    const report = await withServices(({ services }) => {
      const head = services.audit.readHead(typeof values.head === 'string' ? values.head : undefined)
      if (!head) console.error('No published head was found: rows deleted from the end of the log would go unnoticed.')
      return services.audit.verify(head)
    })
    if ('keyMismatch' in report) {
      console.log(`The audit chain was not checked: ${report.problem}.`)
      return 1
    }
    if (report.ok) {
      console.log(report.rows === 0 ? 'The audit log is empty.' : `Audit chain verified through row ${report.verifiedThrough} (${report.rows} rows).`)
      return 0
    }
    console.log(`Audit chain broken at row ${report.brokenAt}: ${report.problem}. Verified through row ${report.verifiedThrough}.`)
    return 1
  },
}
