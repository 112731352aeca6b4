import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { KYC_MESSAGES, KycBasicDetails } from '@wallet/shared/support/kyc'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { FileField } from '@/components/ui/file-field'
import { ProgressBar } from '@/components/ui/progress-bar'
import { TextareaField } from '@/components/ui/textarea-field'
import { errorMessage } from '@/lib/api-client'
import { type MessageId, useMessageText, useT } from '@/lib/i18n/use-t'
import { SUBMISSION_MESSAGES, useSubmitKyc } from '../api/submit-kyc'
import { detached } from '@/lib/detached'

const ACCEPTED_DOCUMENTS = '.pdf,.jpeg,.jpg,.png,application/pdf,image/jpeg,image/png'
const STEPS: readonly MessageId[] = ['kycDetails.title', 'kycForm.documents']

type DocumentErrors = { identity?: string; residence?: string; missing?: string }

const EMPTY_DETAILS: KycBasicDetails = { firstName: '', lastName: '', dob: '', country: '', city: '', postalCode: '', fullAddress: '' }

/** The two-step identity verification: basic details, then the two documents (part 1 §2, §4, §5). */
export function KycVerificationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [step, setStep] = useState<1 | 2>(1)
  const [identityDoc, setIdentityDoc] = useState<File | null>(null)
  const [residenceDoc, setResidenceDoc] = useState<File | null>(null)
  const [documentErrors, setDocumentErrors] = useState<DocumentErrors>({})
  const form = useForm<KycBasicDetails>({ resolver: zodResolver(KycBasicDetails), defaultValues: EMPTY_DETAILS, reValidateMode: 'onSubmit' })
  const submit = useSubmitKyc()
  const { errors } = form.formState
  const t = useT()
  const message = useMessageText()

  function close() {
    onOpenChange(false)
    setStep(1)
    setIdentityDoc(null)
    setResidenceDoc(null)
    setDocumentErrors({})
    form.reset(EMPTY_DETAILS)
    submit.reset()
  }

  /** Each field's message is cleared as soon as that field is edited. */
  const field = (name: keyof KycBasicDetails) => form.register(name, { onChange: () => form.clearErrors(name) })

  async function next() {
    if (await form.trigger(undefined, { shouldFocus: true })) setStep(2)
  }

  const onValid = async (details: KycBasicDetails) => {
    const problems: DocumentErrors = {
      identity: identityDoc ? undefined : KYC_MESSAGES.identityMissing,
      residence: residenceDoc ? undefined : KYC_MESSAGES.residenceMissing,
    }
    if (!identityDoc || !residenceDoc) {
      setDocumentErrors({ ...problems, missing: KYC_MESSAGES.documentsMissing })
      return
    }
    setDocumentErrors({})
    try {
      await submit.mutateAsync({ details, identityDoc, residenceDoc })
      close()
    } catch {
      // Shown from the mutation's error below.
    }
  }

  const busy = submit.isPending

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : !busy && close())}
      title={t('kycForm.title')}
      description={t('kycForm.step', { step, name: t(STEPS[step - 1]!) })}
      className="max-w-xl"
    >
      <ol className="mb-5 grid grid-cols-2 gap-2" aria-label={t('kycForm.steps')}>
        {STEPS.map((label, index) => {
          const number = index + 1
          const state = number === step ? 'current' : number < step ? 'done' : 'todo'
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-xl border px-3 py-2 text-xs font-medium',
                state === 'current' && 'border-brand-400/40 bg-brand-500/10 text-white',
                state === 'done' && 'border-emerald-400/25 bg-emerald-500/5 text-emerald-200',
                state === 'todo' && 'border-white/5 text-slate-500',
              )}
            >
              <span
                className={cn(
                  'grid size-5 place-items-center rounded-full text-[11px]',
                  state === 'current' ? 'bg-brand-500 text-white' : state === 'done' ? 'bg-emerald-500/80 text-white' : 'bg-white/10',
                )}
              >
                {number}
              </span>
              {t(label)}
            </li>
          )
        })}
      </ol>

      <form noValidate onSubmit={detached(form.handleSubmit(onValid, () => setStep(1)))} aria-label={t(STEPS[step - 1]!)}>
        {step === 1 ? (
          <div className="space-y-4">
            <h3 className="text-sm font-semibold text-slate-100">{t('kycDetails.title')}</h3>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('kycDetails.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...field('firstName')} />
              <Field label={t('kycDetails.lastName')} autoComplete="family-name" error={errors.lastName?.message} {...field('lastName')} />
              <Field label={t('kycDetails.dob')} type="date" autoComplete="bday" error={errors.dob?.message} {...field('dob')} />
              <Field label={t('kycDetails.country')} autoComplete="country-name" error={errors.country?.message} {...field('country')} />
              <Field label={t('kycDetails.city')} autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
              <Field label={t('kycDetails.postalCode')} autoComplete="postal-code" error={errors.postalCode?.message} {...field('postalCode')} />
            </div>
            <TextareaField
              label={t('kycDetails.fullAddress')}
              rows={3}
              autoComplete="street-address"
              error={errors.fullAddress?.message}
              {...field('fullAddress')}
            />
          </div>
        ) : (
          <div className="space-y-4">
            <h3 className="text-sm font-semibold text-slate-100">{t('kycForm.documents')}</h3>
            <FileField
              label={t('kycForm.identity')}
              accept={ACCEPTED_DOCUMENTS}
              hint={t('kycForm.identityHint')}
              file={identityDoc}
              error={documentErrors.identity}
              disabled={busy}
              onFileChange={(file) => {
                setIdentityDoc(file)
                setDocumentErrors((current) => ({ ...current, identity: undefined, missing: undefined }))
              }}
            />
            <FileField
              label={t('kycForm.residence')}
              accept={ACCEPTED_DOCUMENTS}
              hint={t('kycForm.residenceHint')}
              file={residenceDoc}
              error={documentErrors.residence}
              disabled={busy}
              onFileChange={(file) => {
                setResidenceDoc(file)
                setDocumentErrors((current) => ({ ...current, residence: undefined, missing: undefined }))
              }}
            />
            {documentErrors.missing && <Banner tone="error">{documentErrors.missing}</Banner>}
            {busy && <ProgressBar value={submit.progress} label={t('kycForm.uploading')} />}
          </div>
        )}

        {submit.isError && (
          <div role="alert" className="mt-4 rounded-xl border border-red-400/30 bg-red-500/10 px-3.5 py-3 text-sm text-red-200">
            <span className="font-semibold">{t('kycForm.error')}</span> {message(errorMessage(submit.error, SUBMISSION_MESSAGES.unexpected))}
          </div>
        )}

        <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <div className="ms-auto flex gap-2">
            {step === 2 && (
              <Button variant="secondary" onClick={() => setStep(1)} disabled={busy}>
                {t('common.previous')}
              </Button>
            )}
            {step === 1 ? (
              <Button onClick={detached(next)}>{t('common.next')}</Button>
            ) : (
              <Button type="submit" loading={busy}>
                {busy ? t('kycForm.submitting') : t('kycForm.submit')}
              </Button>
            )}
          </div>
        </div>
      </form>
    </Dialog>
  )
}
