import type { ComponentPropsWithoutRef } from 'react'
import { avatarLetter } from '../avatar-letter'

/**
 * What the avatar button is and shows, shared by the menu (user-menu.tsx) and the button that stands in for it until
 * the menu's code has loaded (lazy-user-menu.tsx), so that the two cannot differ.
 */
export function userMenuTriggerProps(fullName: string | null, label: string) {
  return {
    'aria-label': label,
    className:
      'grid size-10 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-sm font-bold text-white shadow-glow transition hover:brightness-110',
    children: avatarLetter(fullName),
  } satisfies ComponentPropsWithoutRef<'button'>
}
