import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** What was learnt about a file while it was written. */
export interface StoredFile {
  key: string
  size: number
  sha256: string
  /** The first bytes, for checking the type by content. */
  head: Buffer
}

/**
 * Private files on the local disk (DATA_DIR/uploads/<area>), outside any public folder.
 * Names are generated here; a client-supplied name never reaches the file system.
 */
export interface FileStorage {
  /** Streams `source` to a new file; `source` itself enforces the size limit by failing. */
  write(source: Readable): Promise<StoredFile>
  read(key: string): Readable
  size(key: string): Promise<number | null>
  remove(key: string): Promise<void>
}

/** Enough of a file's start for its type's magic bytes and, for a PNG, the image size in its IHDR chunk. */
const HEAD_BYTES = 24
const KEY_PATTERN = /^[0-9a-f-]{36}$/

export function createLocalStorage(root: string): FileStorage {
  mkdirSync(root, { recursive: true, mode: 0o700 })
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key.')
    return path.join(root, key)
  }
  return {
    async write(source) {
      const key = randomUUID()
      const file = fileOf(key)
      const hash = createHash('sha256')
      let size = 0
      const headChunks: Buffer[] = []
      let headLength = 0
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk)
          size += chunk.length
          if (headLength < HEAD_BYTES) {
            const part = chunk.subarray(0, HEAD_BYTES - headLength)
            headChunks.push(part)
            headLength += part.length
          }
          done(null, chunk)
        },
      })
      const target = createWriteStream(file, { flags: 'wx', mode: 0o600 })
      try {
        await pipeline(source, inspect, target)
      } catch (err) {
        // The file may still be opening when the upload fails (the open runs on libuv's thread pool): removed before
        // the stream has closed, it would be created again behind the removal and left there.
        if (!target.closed) await new Promise<void>((closed) => target.once('close', closed))
        await rm(file, { force: true })
        throw err
      }
      return { key, size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) }
    },
    read: (key) => createReadStream(fileOf(key)),
    async size(key) {
      try {
        return (await stat(fileOf(key))).size
      } catch {
        return null
      }
    },
    remove: (key) => rm(fileOf(key), { force: true }),
  }
}
