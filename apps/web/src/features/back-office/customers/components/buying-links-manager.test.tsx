import { describe, expect, it } from 'vitest'
import { logoProblem } from './buying-links-manager'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const png = (size: number, type = 'image/png') => {
  const bytes = new Uint8Array(size)
  bytes.set(PNG_HEAD)
  return new File([bytes], 'logo.png', { type })
}

describe('the logo of a buying link is checked in the browser as on the server', () => {
  it('needs a file', async () => {
    expect(await logoProblem(null)).toBe('Please upload a logo image')
  })

  it('takes a PNG by its type and its bytes only', async () => {
    expect(await logoProblem(png(1_000))).toBeNull()
    expect(await logoProblem(png(1_000, 'image/jpeg'))).toBe('Please upload a PNG file only')
    // Named and typed as a PNG, but not one inside.
    expect(await logoProblem(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' }))).toBe('Please upload a PNG file only')
  })

  it('takes at most 500 KB (512,000 bytes)', async () => {
    expect(await logoProblem(png(512_000))).toBeNull()
    expect(await logoProblem(png(512_001))).toBe('File size should be less than 500KB')
  })
})
