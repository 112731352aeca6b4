#!/usr/bin/env node
// por-verify PROOF (.por or .json) (--root HEX | --published URL_OR_FILE) [--public-key BASE64] [--expect ASSET=AMOUNT ...]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { Mismatch, readProof, verifyProof, verifyStatement } from './verify.mjs'

const USAGE = 'Usage: por-verify PROOF.por|PROOF.json (--root HEX | --published URL_OR_FILE) [--public-key BASE64] [--expect ASSET=AMOUNT]...'

/** '1.5' → 1500000000000000000n: amounts in the proof are units of 10^-18. */
function units(decimal) {
  const match = /^(\d+)(?:\.(\d{1,18}))?$/.exec(decimal)
  if (!match) throw new Error(`Not an amount: ${decimal}`)
  return BigInt(match[1]) * 10n ** 18n + BigInt((match[2] ?? '').padEnd(18, '0'))
}

async function published(where) {
  if (/^https?:\/\//.test(where)) {
    const res = await fetch(where)
    if (!res.ok) throw new Error(`${where} answered ${res.status}`)
    return res.json()
  }
  return JSON.parse(readFileSync(where, 'utf8'))
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { root: { type: 'string' }, published: { type: 'string' }, 'public-key': { type: 'string' }, expect: { type: 'string', multiple: true } },
  })
  if (positionals.length !== 1 || !!values.root === !!values.published) {
    console.error(USAGE)
    return 2
  }
  const root = values.root ? { root: values.root } : await published(values.published)
  const expect = Object.fromEntries((values.expect ?? []).map((e) => [e.split('=')[0], units(e.split('=')[1] ?? '')]))
  try {
    const proof = readProof(readFileSync(positionals[0]))
    const auditHead = values.published ? verifyStatement(root, values['public-key']) : null
    const result = verifyProof(proof, root, { expect })
    console.log(`OK: account ${result.accountId} is in snapshot ${result.snapshotId}, root ${root.root}`)
    result.assets.forEach((asset, i) => console.log(`  ${asset.padEnd(5)} balance ${result.balances[i]}  total ${result.totals[i]}  (units of 10^-18)`))
    if (auditHead) console.log(`  signed statement holds; bound to audit chain head #${auditHead.seq} ${auditHead.hash}`)
    return 0
  } catch (err) {
    if (!(err instanceof Mismatch)) throw err
    console.error(`MISMATCH: ${err.message}`)
    return 1
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`ERROR: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(2)
  },
)
