import { useId, useRef } from 'react'
import { cn } from './cn'
import { FieldError } from './field'
import { useT } from '@/lib/i18n/use-t'

/** A labelled file picker that shows the chosen file's name and size. */
export function FileField({
  label,
  accept,
  hint,
  error,
  file,
  onFileChange,
  disabled,
}: {
  label: string
  accept: string
  hint?: string
  error?: string
  file: File | null
  onFileChange: (file: File | null) => void
  disabled?: boolean
}) {
  const inputId = useId()
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const input = useRef<HTMLInputElement>(null)
  const t = useT()
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-[13px] font-medium text-slate-300">
        {label}
      </label>
      <div
        className={cn(
          'relative flex items-center gap-3 rounded-xl border border-dashed bg-ink-950/40 px-3.5 py-3 transition',
          'focus-within:border-brand-400 focus-within:ring-4 focus-within:ring-brand-500/20',
          error ? 'border-red-400/70' : 'border-white/15 hover:border-white/30',
          disabled && 'opacity-60',
        )}
      >
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/5 text-slate-300" aria-hidden="true">
          <svg className="size-[18px]" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
            <path d="M14 3v5h5M12 17v-6M9.5 13.5 12 11l2.5 2.5" />
          </svg>
        </span>
        <div className="min-w-0 flex-1 text-sm">
          {file ? (
            <>
              <p className="truncate font-medium text-slate-100">{file.name}</p>
              <p className="text-xs text-slate-400">{formatBytes(file.size)}</p>
            </>
          ) : (
            <p className="text-slate-400">{t('common.chooseFile')}</p>
          )}
        </div>
        {file && !disabled && (
          <button
            type="button"
            className="relative z-10 rounded-lg px-2 py-1 text-xs font-medium text-slate-300 hover:bg-white/5 hover:text-white"
            onClick={() => {
              onFileChange(null)
              if (input.current) input.current.value = ''
            }}
          >
            {t('common.remove')}
          </button>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
