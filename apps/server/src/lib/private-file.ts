import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

/**
 * Sends a stored file that only its owner (or their staff) may see: never cached by shared caches, never sniffed
 * into another type, never able to run script in the app's origin.
 */
export function sendPrivateFile(reply: FastifyReply, file: { mimeType: string; size: number; stream: Readable }, cacheControl = 'private, no-store') {
  return reply
    .type(file.mimeType)
    .header('content-length', file.size)
    .header('content-disposition', 'inline')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(file.stream)
}
