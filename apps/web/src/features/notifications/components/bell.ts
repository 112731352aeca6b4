/**
 * The bell button's look, shared by the menu (notifications-menu.tsx) and the bell that stands in for it until the
 * menu's code has loaded (lazy-notifications-menu.tsx), so that the two cannot differ.
 */
export const BELL_CLASSES =
  'relative grid size-10 place-items-center rounded-xl border border-white/10 bg-white/[0.04] text-slate-300 transition hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10'
