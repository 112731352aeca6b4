import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs'

/**
 * The POSIX tar format (ustar), regular files only: enough to write a backup that `tar tf` lists and `tar xf` unpacks,
 * and to read back what this module wrote. Files are copied a block at a time, never held whole in memory.
 */

const BLOCK = 512
const CHUNK = 1 << 20

export interface TarEntry {
  name: string
  size: number
  /** Where the entry's content starts in the file. */
  offset: number
}

/** Appends entries to the file at `path` (created, never replaced), then the end-of-archive blocks on `finish`. */
export function createTarWriter(path: string) {
  const fd = openSync(path, 'wx', 0o600)
  let closed = false
  const writeAll = (bytes: Uint8Array) => {
    for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done)
  }
  const pad = (size: number) => {
    const rest = size % BLOCK
    if (rest) writeAll(Buffer.alloc(BLOCK - rest))
  }
  return {
    /** One file from memory. */
    add(name: string, content: Uint8Array) {
      writeAll(header(name, content.length))
      writeAll(content)
      pad(content.length)
    },
    /** One file copied from disk; `onChunk` sees each piece as it is written (to hash it). */
    addFile(name: string, source: string, onChunk: (chunk: Uint8Array) => void) {
      const input = openSync(source, 'r')
      try {
        const size = fstatSync(input).size
        writeAll(header(name, size))
        const buffer = Buffer.alloc(CHUNK)
        for (let done = 0; done < size;) {
          const read = readSync(input, buffer, 0, Math.min(CHUNK, size - done), done)
          if (read === 0) throw new Error(`${source} became shorter while it was copied.`)
          const chunk = buffer.subarray(0, read)
          onChunk(chunk)
          writeAll(chunk)
          done += read
        }
        pad(size)
        return size
      } finally {
        closeSync(input)
      }
    },
    finish() {
      writeAll(Buffer.alloc(2 * BLOCK))
      this.close()
    },
    close() {
      if (!closed) closeSync(fd)
      closed = true
    },
  }
}

function header(name: string, size: number): Buffer {
  const bytes = Buffer.from(name)
  if (bytes.length > 100) throw new Error(`Archive entry name too long: ${name}`)
  const block = Buffer.alloc(BLOCK)
  bytes.copy(block, 0)
  block.write('0000600\0', 100) // mode
  block.write('0000000\0', 108) // uid
  block.write('0000000\0', 116) // gid
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124)
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  )
  block.write('        ', 148) // the checksum counts its own field as spaces
  block.write('0', 156) // a regular file
  block.write('ustar\0' + '00', 257)
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148)
  return block
}

function checksum(block: Buffer): number {
  let sum = 0
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!
  return sum
}

/**
 * The entries of the tar file open at `fd`, or a sentence saying why it is not a whole archive: a header that is not
 * ustar, or a file that ends before its last entry or its end-of-archive blocks.
 */
export function listTar(fd: number): TarEntry[] | string {
  const total = fstatSync(fd).size
  const entries: TarEntry[] = []
  const block = Buffer.alloc(BLOCK)
  for (let at = 0; ;) {
    if (at + BLOCK > total) return 'cut short'
    readSync(fd, block, 0, BLOCK, at)
    if (block.every((b) => b === 0)) return entries
    if (block.toString('latin1', 257, 262) !== 'ustar' || Number.parseInt(block.toString('latin1', 148, 156), 8) !== checksum(block)) {
      return entries.length === 0 ? 'not a tar archive' : 'damaged'
    }
    const size = Number.parseInt(block.toString('latin1', 124, 136), 8)
    const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '')
    const offset = at + BLOCK
    at = offset + Math.ceil(size / BLOCK) * BLOCK
    if (at > total) return 'cut short'
    entries.push({ name, size, offset })
  }
}

/** Reads `entry` a chunk at a time. */
export function* readTarEntry(fd: number, entry: TarEntry): Generator<Buffer> {
  const buffer = Buffer.alloc(Math.min(CHUNK, Math.max(entry.size, 1)))
  for (let done = 0; done < entry.size;) {
    const read = readSync(fd, buffer, 0, Math.min(buffer.length, entry.size - done), entry.offset + done)
    if (read === 0) throw new Error('The archive ended inside an entry.')
    yield buffer.subarray(0, read)
    done += read
  }
}
