import { format } from 'date-fns'
import { BAN_DURATIONS, RejectKycBody, STAFF_PROFILE_MESSAGES, STAFF_TIMINGS, type StaffCustomerProfile, type StaffMessage } from '@wallet/shared/customers'
import { type ReactNode, useState } from 'react'
import { Banner } from '@/components/ui/banner'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { useTimedMessage } from '@/lib/use-timed-message'
import { useApproveKyc, useBanCustomer, useRejectKyc, useUnbanCustomer } from '../api/customers'
import { useStaffDialog } from '@/lib/use-staff-dialog'
import { KycStatusBadge } from '@/components/ui/kyc-status-badge'
import { errorMessage, STAFF_REFUSALS } from '@/lib/api-client'

type BanDuration = (typeof BAN_DURATIONS)[number]

const DURATION_LABELS: Record<BanDuration, string> = { lifted: 'Until unbanned', '1d': '1 day', '7d': '7 days', '30d': '30 days' }
const DATE_TIME = 'dd MMM yyyy, HH:mm'

/** Ban state is derived from banned_until being in the future (part 2 §4). */
export function bannedUntil(profile: Pick<StaffCustomerProfile, 'banned_until'>, now = new Date()): Date | null {
  if (!profile.banned_until) return null
  const until = new Date(profile.banned_until)
  return until.getTime() > now.getTime() ? until : null
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-100">{children}</dd>
    </div>
  )
}

/**
 * A staff call answered 200: its message, or (no usable answer) the spec's 'Could not process …' text.
 * Returns [ok, message].
 */
function outcome(answer: StaffMessage | undefined, noResult: string): [boolean, string] {
  return answer?.success === true && answer.message ? [true, answer.message] : [false, noResult]
}

/**
 * The General tab's account card: user id, email, when the profile was created, ban state and KYC status, with
 * Ban / Unban (each confirmed first) and the KYC decision while a submission waits for review.
 */
export function CustomerSummary({ profile }: { profile: StaffCustomerProfile }) {
  const id = profile.user_id
  const banned = bannedUntil(profile)
  const notice = useTimedMessage(STAFF_TIMINGS.generalBannerMs)
  const [kycError, setKycError] = useState<string | null>(null)

  const ban = useBanCustomer(id)
  const unban = useUnbanCustomer(id)
  const approve = useApproveKyc(id)
  const reject = useRejectKyc(id)
  const banDialog = useStaffDialog()
  const unbanDialog = useStaffDialog()
  const rejectDialog = useStaffDialog()
  const [duration, setDuration] = useState<BanDuration>('lifted')
  const [banReason, setBanReason] = useState('')
  const [rejectReason, setRejectReason] = useState('')
  const [rejectError, setRejectError] = useState<string | undefined>()

  async function confirmBan() {
    try {
      const [ok, message] = outcome(await ban.mutateAsync({ duration, reason: banReason.trim() || undefined }), STAFF_PROFILE_MESSAGES.banNoResult)
      if (!ok) return banDialog.fail(message)
      banDialog.succeed(message)
      notice.show(message)
    } catch (error) {
      banDialog.fail(errorMessage(error, STAFF_PROFILE_MESSAGES.ban, STAFF_REFUSALS))
    }
  }

  async function confirmUnban() {
    try {
      const [ok, message] = outcome(await unban.mutateAsync(undefined), STAFF_PROFILE_MESSAGES.unbanNoResult)
      if (!ok) return unbanDialog.fail(message)
      unbanDialog.succeed(message)
      notice.show(message)
    } catch (error) {
      unbanDialog.fail(errorMessage(error, STAFF_PROFILE_MESSAGES.unban, STAFF_REFUSALS))
    }
  }

  async function approveKyc() {
    setKycError(null)
    try {
      const [ok, message] = outcome(await approve.mutateAsync(undefined), STAFF_PROFILE_MESSAGES.approveKycNoResult)
      if (!ok) return setKycError(message)
      notice.show(message)
    } catch (error) {
      setKycError(errorMessage(error, STAFF_PROFILE_MESSAGES.approveKyc, STAFF_REFUSALS))
    }
  }

  async function confirmReject() {
    const parsed = RejectKycBody.safeParse({ reason: rejectReason })
    if (!parsed.success) return setRejectError(parsed.error.issues[0]?.message)
    setRejectError(undefined)
    try {
      const [ok, message] = outcome(await reject.mutateAsync(parsed.data.reason), STAFF_PROFILE_MESSAGES.rejectKyc)
      if (!ok) return rejectDialog.fail(message)
      rejectDialog.succeed(message)
      notice.show(message)
    } catch (error) {
      rejectDialog.fail(errorMessage(error, STAFF_PROFILE_MESSAGES.rejectKyc, STAFF_REFUSALS))
    }
  }

  const who = profile.full_name ? `${profile.full_name} (${profile.email})` : profile.email

  return (
    <Card>
      <CardHeader title="User Information" />
      <div className="space-y-5 p-5">
        {notice.message && <Banner tone="success">{notice.message}</Banner>}
        {kycError && <Banner>{kycError}</Banner>}
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Detail label="User ID">
            <span className="break-all font-mono text-xs">{profile.user_id}</span>
          </Detail>
          <Detail label="Email">{profile.email}</Detail>
          <Detail label="Full Name">{profile.full_name ?? 'N/A'}</Detail>
          <Detail label="Profile Created">{format(new Date(profile.created_at), DATE_TIME)}</Detail>
          <Detail label="Ban Status">
            {banned ? (
              <span className="font-medium text-red-300">Banned until {format(banned, DATE_TIME)}</span>
            ) : (
              <span className="text-emerald-300">Not Banned</span>
            )}
          </Detail>
          <Detail label="KYC Status">
            <KycStatusBadge status={profile.kyc_status} labels="profile" />
          </Detail>
          <Detail label="Assigned Worker">
            {profile.assigned_worker ? (profile.assigned_worker.full_name ?? profile.assigned_worker.email) : 'N/A'}
          </Detail>
        </dl>
        {profile.kyc_status === 'rejected' && profile.kyc_rejection_reason && (
          <p className="rounded-xl border border-white/5 bg-white/[0.03] px-3.5 py-3 text-sm text-slate-300">
            <span className="font-medium text-slate-100">Rejection reason:</span> {profile.kyc_rejection_reason}
          </p>
        )}
        <div className="flex flex-wrap gap-2 border-t border-white/5 pt-5">
          {/* One button that changes its label, so focus comes back to it when its dialog closes. */}
          <Button
            variant={banned ? 'secondary' : 'danger'}
            onClick={() => {
              if (banned) {
                unbanDialog.open(true)
              } else {
                setDuration('lifted')
                setBanReason('')
                banDialog.open(true)
              }
            }}
          >
            {banned ? 'Unban User' : 'Ban User'}
          </Button>
          {profile.kyc_status === 'pending' && (
            <>
              <Button onClick={approveKyc} loading={approve.isPending}>
                Approve KYC
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setRejectReason('')
                  setRejectError(undefined)
                  rejectDialog.open(true)
                }}
              >
                Reject KYC
              </Button>
            </>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={banDialog.isOpen}
        onOpenChange={banDialog.onOpenChange}
        title="Ban User"
        description={`Are you sure you want to ban ${who}? The user will not be able to log in or access the application until the ban ends, and every session they have is ended now.`}
        confirmLabel="Ban User"
        tone="danger"
        onConfirm={confirmBan}
        pending={ban.isPending}
        error={banDialog.error}
        success={banDialog.success}
      >
        <div className="space-y-4">
          <SelectField
            label="Ban duration"
            value={duration}
            onChange={(event) => setDuration(event.target.value as BanDuration)}
            options={BAN_DURATIONS.map((value) => ({ value, label: DURATION_LABELS[value] }))}
          />
          <TextareaField
            label="Reason (optional)"
            rows={3}
            maxLength={500}
            value={banReason}
            onChange={(event) => setBanReason(event.target.value)}
            hint="Kept in the audit log with the ban."
          />
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        open={unbanDialog.isOpen}
        onOpenChange={unbanDialog.onOpenChange}
        title="Unban User"
        description={`Are you sure you want to unban ${who}? The user will be able to log in and use the application again.`}
        confirmLabel="Unban User"
        onConfirm={confirmUnban}
        pending={unban.isPending}
        error={unbanDialog.error}
        success={unbanDialog.success}
      />

      <ConfirmDialog
        open={rejectDialog.isOpen}
        onOpenChange={rejectDialog.onOpenChange}
        title="Reject KYC"
        description="The customer sees this reason on their dashboard and can submit their details and documents again."
        confirmLabel="Reject KYC"
        tone="danger"
        onConfirm={confirmReject}
        pending={reject.isPending}
        error={rejectDialog.error}
        success={rejectDialog.success}
      >
        <TextareaField
          label="Reason for the rejection"
          rows={3}
          maxLength={500}
          value={rejectReason}
          error={rejectError}
          onChange={(event) => {
            setRejectReason(event.target.value)
            setRejectError(undefined)
          }}
        />
      </ConfirmDialog>
    </Card>
  )
}
