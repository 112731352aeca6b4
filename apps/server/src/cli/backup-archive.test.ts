import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createTestDatabase } from '../../test/database.ts'
import { createUser, fund, type TestUser } from '../../test/factories.ts'
import { kycSubmission, multipart, PDF, PNG } from '../../test/multipart.ts'
import { takeBackup } from '../db/backup.ts'
import { openDatabase } from '../db/client.ts'
import { kycDocuments } from '../db/schema.ts'
import { controlSocketPath, openControlSocket, type ControlSocket } from '../lib/control-socket.ts'
import { createLocalStorage } from '../lib/storage.ts'
import { createAuditService } from '../back-office/audit/audit.service.ts'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const PASSPHRASE = 'a long backup passphrase'
const KEY_NAMES = ['AUTH_SECRET', 'ENCRYPTION_KEY', 'AUDIT_KEY'] as const
/** The instance's own environment: its keys are the ones generated into its DATA_DIR, as on a fresh clone. */
const BASE_ENV = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !(KEY_NAMES as readonly string[]).includes(name) && name !== 'BACKUP_PASSPHRASE'),
)

/** `bash -c script` from the repository's root, as an operator's shell runs it. */
async function shell(script: string, env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('bash', ['-e', '-c', script], {
      cwd: REPO_ROOT,
      env: { ...BASE_ENV, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    })
    return { code: 0, out: stdout + stderr }
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string }
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` }
  }
}
const cli = (env: Record<string, string>, ...args: string[]) => shell(`npm run --silent cli -- ${args.join(' ')}`, env)

/** The README's backup commands, as written there (the sh block under "### Backups"). */
function readmeBackupCommands(): string {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('### Backups'))
  const block = /```sh\n([\s\S]*?)```/.exec(section)
  if (!block) throw new Error('README.md has no sh block under ### Backups')
  return block[1]!
}

/** Nothing restored: no database, head, uploads or keys. */
function expectNothingIn(dataDir: string) {
  for (const name of ['pglite', 'audit-head.json', 'uploads', 'secrets.json']) expect(existsSync(path.join(dataDir, name)), name).toBe(false)
}

describe.skipIf(process.env.TEST_DATABASE_URL)('one backup archive: database, uploads, audit head and keys', () => {
  let t: TestApp
  let control: ControlSocket
  let customer: TestUser
  const scratch = mkdtempSync(path.join(tmpdir(), 'wallet-archive-'))
  const backups = path.join(scratch, 'backups')
  const srv = path.join(scratch, 'srv')
  const sourceKeys = () => JSON.parse(readFileSync(path.join(t.env.DATA_DIR, 'secrets.json'), 'utf8')) as Record<string, string>
  const source = () => ({ DATA_DIR: t.env.DATA_DIR })

  beforeAll(async () => {
    // No keys given: the instance generates them into its DATA_DIR, as `npm start` does outside production.
    t = await buildTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } })
    control = await openControlSocket(controlSocketPath(t.env.DATA_DIR), { backup: () => takeBackup(t.database, t.app.services.audit, t.env) })
    const admin = await createUser(t, { role: 'ADMIN' })
    customer = await createUser(t)
    await fund(t, customer.id, 'USDT', '250')
    const { payload, contentType } = multipart(kycSubmission())
    const kyc = await t.app.inject({ method: 'POST', url: '/api/kyc', headers: customer.headers({ 'content-type': contentType }), payload })
    expect(kyc.statusCode).toBe(201)
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/internal-notes`,
      headers: admin.headers(),
      payload: { body: 'Checked the documents.' },
    })
    expect([200, 201]).toContain(note.statusCode)
    mkdirSync(backups)
    mkdirSync(srv)
  })
  afterAll(async () => {
    await control?.close()
    await t?.close()
    rmSync(scratch, { recursive: true, force: true })
  })

  it('the README’s three commands back up, restore into a new DATA_DIR and verify, the KYC documents and keys included', async () => {
    // As written, but for where the backups and the restored copy go: this test may not write to /backups or /srv.
    const script = readmeBackupCommands().replaceAll('/backups/', `${backups}/`).replaceAll('/srv/', `${srv}/`)
    const run = await shell(script, { ...source(), BACKUP_PASSPHRASE: PASSPHRASE })
    expect(run, run.out).toMatchObject({ code: 0 })
    expect(run.out).toContain('Ledger and balances agree.')
    expect(run.out).toMatch(/Audit chain verified through row \d+/)

    const restoredDir = path.join(srv, 'wallet-restored')
    expect(JSON.parse(readFileSync(path.join(restoredDir, 'secrets.json'), 'utf8'))).toEqual(sourceKeys())

    // A KYC document is there, byte for byte what the customer sent, where the restored server reads it.
    const restored = await openDatabase({ dataDir: path.join(restoredDir, 'pglite') })
    try {
      const docs = await restored.db.select().from(kycDocuments).where(eq(kycDocuments.userId, customer.id))
      expect(docs.map((d) => d.kind).sort()).toEqual(['identity', 'residence'])
      const storage = createLocalStorage(path.join(restoredDir, 'uploads', 'kyc'))
      for (const doc of docs) {
        const chunks: Buffer[] = []
        for await (const chunk of storage.read(doc.storageKey)) chunks.push(chunk as Buffer)
        const content = Buffer.concat(chunks)
        expect(content.equals(doc.kind === 'identity' ? PDF : PNG)).toBe(true)
        expect(createHash('sha256').update(content).digest('hex')).toBe(doc.sha256)
      }
    } finally {
      await restored.close()
    }
  }, 240_000)

  it('keeps the keys out of the archive in clear: they are sealed with the passphrase, which is not in it either', async () => {
    const [archive] = readdirSync(backups)
    const bytes = readFileSync(path.join(backups, archive!))
    const keys = Object.values(sourceKeys())
    expect(keys).toHaveLength(3)
    for (const key of keys) {
      for (const form of [key, Buffer.from(key).toString('base64'), Buffer.from(key, 'hex').toString('base64')]) {
        expect(bytes.includes(Buffer.from(form)), form).toBe(false)
      }
      expect(bytes.includes(Buffer.from(key, 'hex'))).toBe(false)
    }
    expect(bytes.includes(Buffer.from(PASSPHRASE))).toBe(false)
    // The database and the uploads are in it, a tar archive any tar lists.
    const listed = await shell(`tar tf ${path.join(backups, archive!)}`, {})
    expect(listed.out.split('\n')).toEqual(expect.arrayContaining(['database.sql', 'keys.sealed.json', 'manifest.json']))
    expect(listed.out.split('\n').filter((name) => name.startsWith('uploads/kyc/'))).toHaveLength(2)
  })

  it('refuses a wrong passphrase, and a restore with a key that differs from the backup’s, naming it; nothing is written', async () => {
    const file = path.join(backups, readdirSync(backups)[0]!)
    const fresh = path.join(scratch, 'fresh')

    const wrong = await cli({ DATA_DIR: fresh, BACKUP_PASSPHRASE: 'not the passphrase at all' }, 'restore', '--from', file)
    expect(wrong).toMatchObject({ code: 1, out: expect.stringContaining('BACKUP_PASSPHRASE does not open the backup’s keys') })
    expectNothingIn(fresh)

    const none = await cli({ DATA_DIR: fresh }, 'restore', '--from', file)
    expect(none).toMatchObject({ code: 1, out: expect.stringContaining('set BACKUP_PASSPHRASE') })
    expectNothingIn(fresh)

    const otherKey = randomBytes(32).toString('hex')
    const mismatch = await cli({ DATA_DIR: fresh, BACKUP_PASSPHRASE: PASSPHRASE, AUDIT_KEY: otherKey }, 'restore', '--from', file)
    expect(mismatch).toMatchObject({ code: 1, out: expect.stringContaining('AUDIT_KEY is not the key the backup was made with') })
    expect(mismatch.out).not.toMatch(/AUTH_SECRET|ENCRYPTION_KEY/)
    expectNothingIn(fresh)

    // One byte of a KYC document changed inside the archive: refused after checking, before anything is in place.
    const bytes = readFileSync(file)
    const at = bytes.indexOf(PDF.subarray(0, 64)) + 100
    expect(at).toBeGreaterThan(100)
    const damaged = path.join(scratch, 'damaged.tar')
    writeFileSync(damaged, Buffer.concat([bytes.subarray(0, at), Buffer.from([bytes[at]! ^ 1]), bytes.subarray(at + 1)]))
    const refused = await cli({ DATA_DIR: fresh, BACKUP_PASSPHRASE: PASSPHRASE }, 'restore', '--from', damaged)
    expect(refused).toMatchObject({ code: 1, out: expect.stringContaining('an upload does not match its checksum') })
    expectNothingIn(fresh)
    expect(existsSync(fresh) ? readdirSync(fresh) : []).toEqual([])

    // The source's ENCRYPTION_KEY written in base64 instead of hex is the same key.
    const keys = sourceKeys()
    const same = await cli(
      { DATA_DIR: fresh, AUTH_SECRET: keys.authSecret!, ENCRYPTION_KEY: Buffer.from(keys.encryptionKey!, 'hex').toString('base64'), AUDIT_KEY: keys.auditKey! },
      'restore',
      '--from',
      file,
    )
    expect(same, same.out).toMatchObject({ code: 0, out: expect.stringContaining('The keys set here are the backup’s') })
    expect(existsSync(path.join(fresh, 'secrets.json'))).toBe(false)
  }, 120_000)

  it('restores a backup made without its keys only where the keys are set, and says which are missing', async () => {
    const file = path.join(backups, 'without-keys.tar')
    expect(await cli(source(), 'backup', '--out', file)).toMatchObject({ code: 0, out: expect.stringContaining('not the keys') })
    expect(readFileSync(file).includes(Buffer.from('keys.sealed.json'))).toBe(false)
    const fresh = path.join(scratch, 'no-keys')
    const refused = await cli({ DATA_DIR: fresh, BACKUP_PASSPHRASE: PASSPHRASE }, 'restore', '--from', file)
    expect(refused).toMatchObject({ code: 1, out: expect.stringContaining('AUTH_SECRET, ENCRYPTION_KEY, AUDIT_KEY are not set here') })
    expectNothingIn(fresh)
    // A command line run with other keys than the server's would record keys that do not read the data.
    const elsewhere = path.join(backups, 'other-keys.tar')
    const otherKeys = await cli({ ...source(), ENCRYPTION_KEY: randomBytes(32).toString('hex') }, 'backup', '--out', elsewhere)
    expect(otherKeys).toMatchObject({ code: 1, out: expect.stringContaining('ENCRYPTION_KEY is not the running server’s') })
    expect(existsSync(elsewhere)).toBe(false)
    // --with-keys without a passphrase to seal them with writes nothing.
    const sealedWithNothing = path.join(backups, 'never.tar')
    expect(await cli(source(), 'backup', '--with-keys', '--out', sealedWithNothing)).toMatchObject({
      code: 2,
      out: expect.stringContaining('BACKUP_PASSPHRASE'),
    })
    expect(existsSync(sealedWithNothing)).toBe(false)
  }, 120_000)

  it('verify-audit on a copy run with another AUDIT_KEY says the key differs, not that the chain is broken', async () => {
    const restoredDir = path.join(srv, 'wallet-restored')
    const other = await cli({ DATA_DIR: restoredDir, AUDIT_KEY: randomBytes(32).toString('hex') }, 'verify-audit')
    expect(other).toMatchObject({ code: 1, out: expect.stringContaining('AUDIT_KEY is not the key that marked the published head') })
    expect(other.out).not.toContain('broken')
  }, 60_000)
})

describe('verify on an empty log with another AUDIT_KEY', () => {
  it('names the key instead of a broken chain', async () => {
    const database = await createTestDatabase()
    const dir = mkdtempSync(path.join(tmpdir(), 'wallet-audit-key-'))
    try {
      const headFile = path.join(dir, 'audit-head.json')
      const source = createAuditService({ db: database.db, key: randomBytes(32).toString('hex'), headFile })
      const head = await source.publishHead()
      expect(await source.verify(head)).toMatchObject({ ok: true })
      const copy = createAuditService({ db: database.db, key: randomBytes(32).toString('hex'), headFile })
      expect(await copy.verify(head)).toMatchObject({
        ok: false,
        keyMismatch: 'AUDIT_KEY',
        problem: expect.stringContaining('AUDIT_KEY is not the key that marked'),
      })
    } finally {
      await database.dropped()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
