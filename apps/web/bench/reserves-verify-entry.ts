// The browser's proof check as the page runs it, bundled on its own for the benchmark beside this file.
export { verifyProof } from '@wallet/shared/money/reserves'
export { decodeCompactProof } from '@wallet/shared/money/reserves-compact'
