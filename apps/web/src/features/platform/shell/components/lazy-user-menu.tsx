import { useStandIn } from '@/lib/page-thread'
import type { UserMenuProps } from './user-menu'
import { userMenuTriggerProps } from './user-menu-trigger'
import { useT } from '@/lib/i18n/use-t'

const loadUserMenu = () => import('./user-menu')

/**
 * The avatar button at once, and the code of its menu (Radix's dropdown menu) as soon as the button is pointed at,
 * focused or pressed: the dashboard does not load or run a menu nobody has opened
 * (docs/decisions/068-overview-first-paint.md). Until then the same button stands in for it; a press (or Enter,
 * Space, the down arrow) opens the menu once it has loaded, and a focused button stays focused.
 */
export function UserMenu(props: UserMenuProps) {
  const { module, pressed, focused, press, props: standIn } = useStandIn(loadUserMenu)
  const t = useT()
  if (module) return <module.UserMenu {...props} defaultOpen={pressed} autoFocus={focused} />
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...standIn}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        press()
      }}
      {...userMenuTriggerProps(props.fullName, t('userMenu.open'))}
    />
  )
}
