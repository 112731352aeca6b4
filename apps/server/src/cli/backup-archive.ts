import { createHash } from 'node:crypto'
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { AuditHead } from '@wallet/shared/back-office/audit'
import { INSTANCE_KEYS, type InstanceKeys } from '../config/env.ts'
import { differingKeys, KeyFingerprints, keyFingerprints } from '../config/key-fingerprints.ts'
import type { Backup } from '../db/backup.ts'
import { open, SealedBox, seal } from '../lib/passphrase-box.ts'
import { createTarWriter, listTar, readTarEntry, type TarEntry } from '../lib/tar.ts'

/**
 * The backup archive (docs/decisions/119-one-backup-archive.md): one tar file holding the database's SQL dump, the
 * uploads (DATA_DIR/uploads: KYC documents, logos), optionally the three keys sealed with a passphrase, and last a
 * manifest: the audit head published before the dump, each key's fingerprint, and each file's size and SHA-256.
 * The keys never appear in clear: the manifest holds only fingerprints, which say whether two keys are the same and
 * nothing else.
 */

const DATABASE = 'database.sql'
const KEYS = 'keys.sealed.json'
const MANIFEST = 'manifest.json'
export const UPLOADS_DIR = 'uploads'
/** What the sealed keys are, bound to them as GCM's associated data. */
const KEYS_LABEL = 'wallet-backup keys v1'

const Manifest = z.object({
  format: z.literal('wallet-backup'),
  version: z.literal(1),
  takenAt: z.string(),
  head: AuditHead,
  keyFingerprints: KeyFingerprints,
  keysIncluded: z.boolean(),
  files: z.array(z.object({ name: z.string(), size: z.number().int().nonnegative(), sha256: z.string() })),
})
type Manifest = z.infer<typeof Manifest>

/**
 * Writes the archive to `out`: built at `out.partial` and renamed, so a file at `out` is always a whole archive.
 * With `passphrase`, the keys go in sealed with it.
 */
export function writeArchive(out: string, source: { backup: Backup; dataDir: string; keys: InstanceKeys; passphrase?: string }): void {
  const partial = `${out}.partial`
  rmSync(partial, { force: true })
  const tar = createTarWriter(partial)
  try {
    const files: Manifest['files'] = []
    const add = (name: string, content: Buffer) => {
      tar.add(name, content)
      files.push({ name, size: content.length, sha256: sha256(content) })
    }
    add(DATABASE, Buffer.from(source.backup.sql))
    if (source.passphrase !== undefined) {
      // Only the three keys, whatever else the object carries.
      const keys = Object.fromEntries(INSTANCE_KEYS.map((name) => [name, source.keys[name]]))
      add(KEYS, Buffer.from(JSON.stringify(seal(Buffer.from(JSON.stringify(keys)), source.passphrase, KEYS_LABEL))))
    }
    for (const file of filesUnder(path.join(source.dataDir, UPLOADS_DIR))) {
      const hash = createHash('sha256')
      const name = `${UPLOADS_DIR}/${file.relative}`
      const size = tar.addFile(name, file.absolute, (chunk) => hash.update(chunk))
      files.push({ name, size, sha256: hash.digest('hex') })
    }
    const manifest: Manifest = {
      format: 'wallet-backup',
      version: 1,
      takenAt: new Date().toISOString(),
      head: source.backup.head,
      keyFingerprints: keyFingerprints(source.keys),
      keysIncluded: source.passphrase !== undefined,
      files,
    }
    tar.add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)))
    tar.finish()
    renameSync(partial, out)
  } finally {
    tar.close()
    rmSync(partial, { force: true })
  }
}

/** The regular files below `root`, in a stable order (symbolic links are left out: they may point anywhere). */
function filesUnder(root: string, relative = ''): Array<{ absolute: string; relative: string }> {
  const dir = path.join(root, relative)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const rel = relative ? `${relative}/${name}` : name
      const stat = lstatSync(path.join(root, rel))
      if (stat.isDirectory()) return filesUnder(root, rel)
      return stat.isFile() ? [{ absolute: path.join(root, rel), relative: rel }] : []
    })
}

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex')

/** An archive opened for restoring: its manifest read and every file it lists found. Close it when done. */
export interface OpenArchive {
  manifest: Manifest
  /** The database's SQL, checked against its SHA-256. */
  sql(): string | { problem: string }
  /** The keys sealed in the archive, or why they cannot be had with `passphrase`. */
  keys(passphrase: string | undefined): InstanceKeys | { problem: string }
  /** Writes the uploads below `dir` (which must not exist), each checked against its SHA-256; false if one differs. */
  extractUploads(dir: string): boolean
  close(): void
}

/** Opens the archive at `file`, or says why it is not a whole Wallet backup. */
export function openArchive(file: string): OpenArchive | string {
  const fd = openSync(file, 'r')
  const opened = readIndex(fd)
  if (typeof opened === 'string') closeSync(fd)
  return typeof opened === 'string' ? opened : archiveOn(fd, opened.manifest, opened.entries)
}

function readIndex(fd: number): { manifest: Manifest; entries: Map<string, TarEntry> } | string {
  const listed = listTar(fd)
  if (listed === 'not a tar archive') return 'The file is not a Wallet backup (it is not an archive).'
  if (typeof listed === 'string')
    return `The backup is ${listed === 'cut short' ? 'cut short (its archive does not end)' : 'damaged (an archive header is wrong)'}.`
  const entries = new Map(listed.map((e) => [e.name, e]))
  const manifestEntry = entries.get(MANIFEST)
  if (!manifestEntry) return 'The file is not a Wallet backup (it has no manifest).'
  let manifest: ReturnType<typeof Manifest.safeParse>
  try {
    manifest = Manifest.safeParse(JSON.parse(Buffer.concat([...readTarEntry(fd, manifestEntry)].map((c) => Buffer.from(c))).toString('utf8')))
  } catch {
    return 'The backup’s manifest is not JSON.'
  }
  if (!manifest.success) return 'The file is not a Wallet backup (its manifest is not one).'
  for (const listedFile of manifest.data.files) {
    const entry = entries.get(listedFile.name)
    if (!entry || entry.size !== listedFile.size) return `The backup is damaged: ${listedFile.name} is missing or of the wrong size.`
    if (listedFile.name.startsWith(`${UPLOADS_DIR}/`) && !isSafeUploadName(listedFile.name))
      return `The backup is damaged: ${listedFile.name} is not an upload’s name.`
  }
  return { manifest: manifest.data, entries }
}

/** An upload's name as this module writes it: below uploads/, without `..`, absolute parts or empty parts. */
function isSafeUploadName(name: string): boolean {
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'))
}

function archiveOn(fd: number, manifest: Manifest, entries: Map<string, TarEntry>): OpenArchive {
  const listed = (name: string) => manifest.files.find((f) => f.name === name)
  /** The whole content of a small entry, or null when it does not match the manifest's hash. */
  const read = (name: string): Buffer | null => {
    const content = Buffer.concat([...readTarEntry(fd, entries.get(name)!)].map((c) => Buffer.from(c)))
    return sha256(content) === listed(name)?.sha256 ? content : null
  }
  return {
    manifest,
    sql() {
      if (!listed(DATABASE)) return { problem: 'The backup holds no database.' }
      const content = read(DATABASE)
      return content ? content.toString('utf8') : { problem: 'The backup is damaged: its database does not match its checksum.' }
    },
    keys(passphrase) {
      if (!manifest.keysIncluded || !listed(KEYS)) return { problem: 'The backup does not carry its keys (it was made without --with-keys).' }
      if (!passphrase) return { problem: 'The backup’s keys are sealed with a passphrase: set BACKUP_PASSPHRASE to the one it was made with.' }
      const content = read(KEYS)
      const box = content ? SealedBox.safeParse(JSON.parse(content.toString('utf8'))) : null
      if (!box?.success) return { problem: 'The backup is damaged: its sealed keys do not match their checksum.' }
      const plain = open(box.data, passphrase, KEYS_LABEL)
      if (!plain) return { problem: 'BACKUP_PASSPHRASE does not open the backup’s keys: it is not the passphrase the backup was made with.' }
      const keys = JSON.parse(plain.toString('utf8')) as InstanceKeys
      const wrong = INSTANCE_KEYS.filter((name) => typeof keys[name] !== 'string' || differingKeys({ [name]: keys[name] }, manifest.keyFingerprints).length > 0)
      return wrong.length ? { problem: `The backup is damaged: its sealed ${wrong.join(', ')} does not match its manifest.` } : keys
    },
    extractUploads(dir) {
      for (const file of manifest.files.filter((f) => f.name.startsWith(`${UPLOADS_DIR}/`))) {
        const target = path.join(dir, file.name.slice(UPLOADS_DIR.length + 1))
        mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 })
        const hash = createHash('sha256')
        const out = openSync(target, 'wx', 0o600)
        try {
          for (const chunk of readTarEntry(fd, entries.get(file.name)!)) {
            hash.update(chunk)
            for (let done = 0; done < chunk.length;) done += writeSync(out, chunk, done)
          }
        } finally {
          closeSync(out)
        }
        if (hash.digest('hex') !== file.sha256) return false
      }
      return true
    },
    close: () => closeSync(fd),
  }
}

/** Whether `file` starts as an archive (a tar header), rather than as the plain SQL backup written before archives. */
export function isArchive(file: string): boolean {
  const fd = openSync(file, 'r')
  try {
    const block = Buffer.alloc(512)
    return readSync(fd, block, 0, 512, 0) === 512 && block.toString('latin1', 257, 262) === 'ustar'
  } finally {
    closeSync(fd)
  }
}
