/** The link back to step 0 of the login screen. */
export function BackToLogin({ onClick }: { onClick: () => void }) {
  return (
    <div className="text-center">
      <button type="button" onClick={onClick} className="text-sm font-medium text-slate-400 transition hover:text-white">
        ← Back to Login
      </button>
    </div>
  )
}
