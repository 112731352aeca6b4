/**
 * The offline signer: `npm run signer -- sign --in batch.json --out signed.json --key-file F` for payouts,
 * `sign-message --in request.json --out proof.json --key-file F` for ownership proofs.
 * The guard goes in before the signer's modules are even resolved, hence the dynamic import.
 */
import { installOfflineGuard } from './offline-guard.ts'

installOfflineGuard()
const { main } = await import('./main.ts')
process.exitCode = await main(process.argv.slice(2))
