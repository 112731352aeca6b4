import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { KycBasicDetails } from '@wallet/shared/support/kyc'
import type { Profile } from '@wallet/shared/back-office/profile'
import { type ApiAnswer, ApiError } from '@/lib/api-client'
import { profileQueries } from '@/lib/profile'

/** The answer of submit-kyc-data, as the API's description gives it. */
type KycSubmitResponse = ApiAnswer<'post', '/api/kyc', object>

export interface KycSubmission {
  details: KycBasicDetails
  identityDoc: File
  residenceDoc: File
}

/** The submission's own failure texts; `unexpected` also when the failure is not an answer of the API. */
export const SUBMISSION_MESSAGES = {
  unreadable: 'Could not process submission.',
  failed: 'Failed to submit KYC data.',
  unexpected: 'An unexpected error occurred during submission.',
} as const

/**
 * submit-kyc-data as multipart form data. XMLHttpRequest rather than fetch (and so not `api`) because only it reports
 * upload progress; `onProgress` gets 0–100.
 */
export function postKycSubmission(submission: KycSubmission, onProgress: (percent: number) => void): Promise<KycSubmitResponse> {
  const form = new FormData()
  form.append('basicDetails', JSON.stringify(submission.details))
  form.append('identityDoc', submission.identityDoc)
  form.append('residenceDoc', submission.residenceDoc)

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/kyc')
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100)
    })
    xhr.addEventListener('load', () => {
      const body = parse(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        if (body && typeof body === 'object' && 'kyc_status' in body) resolve(body as KycSubmitResponse)
        else reject(new ApiError({ error: SUBMISSION_MESSAGES.unreadable, code: 'UNREADABLE_RESPONSE' }, xhr.status))
        return
      }
      const error = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : SUBMISSION_MESSAGES.failed
      const code = body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : `HTTP_${xhr.status}`
      reject(new ApiError({ error, code }, xhr.status))
    })
    xhr.addEventListener('error', () => reject(new ApiError({ error: SUBMISSION_MESSAGES.unexpected, code: 'NETWORK_ERROR' }, 0)))
    xhr.send(form)
  })
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Submits the KYC data; the profile then shows the new status. */
export function useSubmitKyc() {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState(0)
  const mutation = useMutation({
    mutationFn: (submission: KycSubmission) => {
      setProgress(0)
      return postKycSubmission(submission, setProgress)
    },
    onSuccess: (result) => {
      queryClient.setQueryData<Profile>(profileQueries.all(), (profile) => (profile ? { ...profile, kyc_status: result.kyc_status } : profile))
      return queryClient.invalidateQueries({ queryKey: profileQueries.all() })
    },
  })
  return { ...mutation, progress }
}
