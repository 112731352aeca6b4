import { Card, CardHeader } from '@/components/ui/card'
import { useBuyingLinks } from '../api/payments'
import { useT } from '@/lib/i18n/use-t'

/** Three well-known exchanges' buy pages, the same for every customer. */
export const DEFAULT_BUYING_LINKS = [
  { name: 'Coinbase', url: 'https://www.coinbase.com/buy' },
  { name: 'Binance', url: 'https://www.binance.com/en/buy-sell-crypto' },
  { name: 'Kraken', url: 'https://www.kraken.com/buy-crypto' },
] as const

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}

/** One buying option: its logo (served by the app for a custom link) or its initial, name, host and badge. */
function LinkRow({ name, url, badge, logoUrl = null }: { name: string; url: string; badge: string; logoUrl?: string | null }) {
  return (
    <li>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 rounded-xl border border-white/10 bg-white/[0.03] px-4 py-3 transition hover:border-white/20 hover:bg-white/[0.06]"
      >
        {logoUrl ? (
          <img src={logoUrl} alt="" className="size-9 shrink-0 rounded-lg bg-white/5 object-contain p-1" />
        ) : (
          <span
            className="grid size-9 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-brand-500/40 to-accent-500/40 text-sm font-bold text-white"
            aria-hidden="true"
          >
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-white">{name}</span>
          <span className="block truncate text-xs text-slate-400">{hostOf(url)}</span>
        </span>
        <span className="rounded-full bg-white/5 px-2 py-0.5 text-[11px] text-slate-300">{badge}</span>
      </a>
    </li>
  )
}

/** Where to buy crypto: the customer's own links and the three default ones. */
export function BuyingLinks() {
  const links = useBuyingLinks()
  const t = useT()
  return (
    <Card>
      <CardHeader title={t('buyingLinks.title')} />
      <div className="space-y-3 p-5">
        {links.isError && <p className="text-sm text-red-300">{t('buyingLinks.failed')}</p>}
        <ul className="space-y-2" aria-label={t('buyingLinks.label')}>
          {links.data?.map((link) => (
            <LinkRow key={link.id} name={link.name} url={link.url} logoUrl={link.logoUrl} badge={t('buyingLinks.custom')} />
          ))}
          {DEFAULT_BUYING_LINKS.map((link) => (
            <LinkRow key={link.name} name={link.name} url={link.url} badge={t('buyingLinks.default')} />
          ))}
        </ul>
      </div>
    </Card>
  )
}
