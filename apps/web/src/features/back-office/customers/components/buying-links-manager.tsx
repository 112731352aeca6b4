import { BuyingLinkFields, type CustomBuyingLink, LOGO_MAX_BYTES, STAFF_PROFILE_MESSAGES } from '@wallet/shared/back-office/customers'
import { STAFF_TIMINGS } from '@/config/staff-timings'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Badge } from '@/components/ui/badge'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { FileField } from '@/components/ui/file-field'
import { errorMessage, NAMED_REFUSALS } from '@/lib/api-client'
import type { QueryState } from '@/lib/query-state'
import { useConfirmAction } from '@/lib/use-confirm-action'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useAddBuyingLink, useDeleteBuyingLink } from '../api/customers'
import { detached } from '@/lib/detached'
import { useT } from '@/lib/i18n/use-t'
import { formatDayIn } from '@/lib/i18n/format'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** The logo's problem, checked in the browser as the server checks it: present, a PNG by its bytes, at most 500 KB. */
export async function logoProblem(file: File | null): Promise<string | null> {
  if (!file) return STAFF_PROFILE_MESSAGES.logoRequired
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer())
  if (file.type !== 'image/png' || !PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return STAFF_PROFILE_MESSAGES.logoPngOnly
  if (file.size > LOGO_MAX_BYTES) return STAFF_PROFILE_MESSAGES.logoTooLarge
  return null
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}

function LinkLogo({ src, name }: { src: string | null; name: string }) {
  return src ? (
    <img src={src} alt="" className="size-9 shrink-0 rounded-lg bg-white/5 object-contain p-1" />
  ) : (
    <span
      className="grid size-9 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-brand-500/40 to-accent-500/40 text-sm font-bold text-white"
      aria-hidden="true"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  )
}

/** The shared URL and name, and the logo checked by its content as the server checks it. */
const AddLinkForm = BuyingLinkFields.extend({
  logo: z.custom<File | null>().superRefine(async (file, ctx) => {
    const problem = await logoProblem(file)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  }),
})
type AddLinkValues = z.input<typeof AddLinkForm>
const NO_LINK: AddLinkValues = { url: '', name: '', logo: null }

/**
 * Payment Management's buying options: the three default services (the same for everyone) and the customer's own
 * links, added with a PNG logo (multipart) and deleted.
 */
export function BuyingLinksManager({
  customerId,
  links,
  defaults,
}: {
  customerId: string
  links: QueryState<CustomBuyingLink[]>
  defaults: ReadonlyArray<{ name: string; url: string }>
}) {
  const add = useAddBuyingLink(customerId)
  const remove = useDeleteBuyingLink(customerId)
  const notice = useTimedMessage(STAFF_TIMINGS.generalBannerMs)
  const deleteDialog = useConfirmAction<CustomBuyingLink>({
    run: async (link) => (await remove.mutateAsync(link.id)).message || STAFF_PROFILE_MESSAGES.buyingLinkDeleted,
    failure: STAFF_PROFILE_MESSAGES.deleteBuyingLink,
    onSuccess: notice.show,
  })
  const form = useForm<AddLinkValues, unknown, z.output<typeof AddLinkForm>>({ resolver: zodResolver(AddLinkForm), defaultValues: NO_LINK })
  const { errors, isSubmitting } = form.formState
  const logo = form.watch('logo') ?? null
  const [logoField, setLogoField] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const t = useT()

  const submit = form.handleSubmit(async ({ url, name, logo: file }) => {
    setError(null)
    if (!file) return
    try {
      await add.mutateAsync({ url, name, logo: file })
      form.reset(NO_LINK)
      setLogoField((n) => n + 1)
      notice.show(STAFF_PROFILE_MESSAGES.buyingLinkAdded)
    } catch (cause) {
      notice.clear()
      setError(errorMessage(cause, STAFF_PROFILE_MESSAGES.addBuyingLink, NAMED_REFUSALS))
    }
  })

  return (
    <Card>
      <CardHeader title={t('staffProfile.links.title')} />
      <div className="space-y-6 p-5">
        {notice.message && <Banner tone="success">{notice.message}</Banner>}

        <section aria-labelledby="default-links-heading" className="space-y-2">
          <h3 id="default-links-heading" className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {t('staffProfile.links.defaults')}
          </h3>
          <ul className="space-y-2" aria-label={t('staffProfile.links.defaultsLabel')}>
            {defaults.map((link) => (
              <li key={link.name} className="flex items-center gap-3 rounded-xl border border-white/10 bg-white/[0.03] px-4 py-3">
                <LinkLogo src={null} name={link.name} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-white">{link.name}</span>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="block truncate text-xs text-slate-400 hover:text-slate-200">
                    {hostOf(link.url)}
                  </a>
                </span>
                <Badge>{t('staffProfile.links.default')}</Badge>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="custom-links-heading" className="space-y-2">
          <h3 id="custom-links-heading" className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {t('staffProfile.links.custom')}
          </h3>
          {links.status === 'pending' ? (
            <p className="text-sm text-slate-400">{t('staffProfile.links.loading')}</p>
          ) : links.status === 'error' ? (
            <Banner>{errorMessage(links.error, STAFF_PROFILE_MESSAGES.loadBuyingLinks, NAMED_REFUSALS)}</Banner>
          ) : links.data.length === 0 ? (
            <p className="text-sm text-slate-400">{t('staffProfile.links.empty')}</p>
          ) : (
            <ul className="space-y-2" aria-label={t('staffProfile.links.customLabel')}>
              {links.data.map((link) => (
                <li key={link.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-white/10 bg-white/[0.03] px-4 py-3">
                  <LinkLogo src={link.logo_url} name={link.name} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-white">{link.name}</span>
                    <a href={link.url} target="_blank" rel="noopener noreferrer" className="block truncate text-xs text-slate-400 hover:text-slate-200">
                      {link.url}
                    </a>
                    <span className="block text-[11px] text-slate-500">{t('staffProfile.links.added', { date: formatDayIn(link.created_at) })}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('staffProfile.links.deleteNamed', { name: link.name })}
                    onClick={() => deleteDialog.open(link)}
                  >
                    {t('staffProfile.links.delete')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <form noValidate onSubmit={detached(submit)} className="space-y-4 border-t border-white/5 pt-5" aria-labelledby="add-link-heading">
          <h3 id="add-link-heading" className="text-sm font-semibold text-slate-100">
            {t('staffProfile.links.addTitle')}
          </h3>
          {error && <Banner>{error}</Banner>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('staffProfile.links.url')}
              type="url"
              inputMode="url"
              autoComplete="off"
              // eslint-disable-next-line wallet/no-literal-text -- a URL's scheme, the same in every language
              placeholder="https://"
              error={errors.url?.message}
              {...form.register('url', { onChange: () => form.clearErrors('url') })}
            />
            <Field
              label={t('staffProfile.links.name')}
              autoComplete="off"
              error={errors.name?.message}
              {...form.register('name', { onChange: () => form.clearErrors('name') })}
            />
          </div>
          <FileField
            key={logoField}
            label={t('staffProfile.links.logo')}
            accept="image/png,.png"
            hint={t('staffProfile.links.logoHint')}
            file={logo}
            error={errors.logo?.message}
            onFileChange={(file) => {
              form.setValue('logo', file)
              form.clearErrors('logo')
            }}
          />
          <Button type="submit" loading={add.isPending || isSubmitting}>
            {t('staffProfile.links.add')}
          </Button>
        </form>
      </div>

      <ConfirmDialog
        {...deleteDialog.dialogProps}
        title={t('staffProfile.links.deleteTitle')}
        description={deleteDialog.target ? t('staffProfile.links.deleteDescription', { name: deleteDialog.target.name }) : ''}
        confirmLabel={t('staffProfile.links.delete')}
        tone="danger"
      />
    </Card>
  )
}
