import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { createLocalStorage } from './storage.ts'

describe('local file storage', () => {
  const roots: string[] = []
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))
  const storageIn = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'wallet-storage-'))
    roots.push(root)
    return { root, storage: createLocalStorage(root) }
  }

  it('keeps no file, not even an empty one opened late, when the upload fails at once', async () => {
    const { root, storage } = storageIn()
    // Many at once, so that the file system's thread pool opens some files after their removal was asked for.
    const failing = () =>
      new Readable({
        read() {
          this.destroy(new Error('cut off'))
        },
      })
    const writes = await Promise.allSettled(Array.from({ length: 200 }, () => storage.write(failing())))
    expect(writes.every((w) => w.status === 'rejected')).toBe(true)
    // A file opened after the failure would appear within the next turns of the event loop.
    await sleep(200)
    expect(readdirSync(root)).toEqual([])
  })

  it('keeps no file when the upload fails mid-way', async () => {
    const { root, storage } = storageIn()
    const failing = () =>
      Readable.from(
        (async function* () {
          yield Buffer.from('%PDF-1.4 the first part')
          throw new Error('cut off')
        })(),
      )
    // Many at once, so that some fail while their file is still being opened.
    const writes = await Promise.allSettled(Array.from({ length: 200 }, () => storage.write(failing())))
    expect(writes.every((w) => w.status === 'rejected' && String(w.reason).includes('cut off'))).toBe(true)
    await sleep(200)
    expect(readdirSync(root)).toEqual([])
  })

  it('writes a whole upload and tells its size, hash and first bytes', async () => {
    const { root, storage } = storageIn()
    const stored = await storage.write(Readable.from([Buffer.from('%PDF-1.4 '), Buffer.from('the rest of the document')]))
    expect(readdirSync(root)).toEqual([stored.key])
    expect(stored.size).toBe(33)
    // The first 24 bytes: a PNG's signature and its IHDR chunk with the width and height.
    expect(stored.head.toString()).toBe('%PDF-1.4 the rest of the')
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/)
  })
})
