import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text files worth compressing; source maps are left as they are (only developer tools read them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at the highest
 * levels: the server sends them as they are to browsers that accept them (docs/decisions/060-first-screen.md).
 * A copy that would not be smaller is not written.
 */
export function compressAssets(): Plugin {
  let outDir = 'dist'
  return {
    name: 'wallet:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const content = readFileSync(file)
        const br = brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        })
        const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION })
        if (br.length < content.length) writeFileSync(`${file}.br`, br)
        if (gz.length < content.length) writeFileSync(`${file}.gz`, gz)
      }
    },
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}
