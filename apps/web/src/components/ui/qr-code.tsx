import { QRCodeSVG } from 'qrcode.react'

/** A QR code of a text on a white tile (size 160, error correction M, as the receive screen needs); `label` is its text alternative. */
export function QrCode({ value, size = 160, label }: { value: string; size?: number; label: string }) {
  return (
    <div className="inline-flex rounded-xl bg-white p-3 shadow-lg">
      <QRCodeSVG value={value} size={size} level="M" title={label} aria-label={label} />
    </div>
  )
}
