import { useState } from 'react'
import { useModuleOnDemand } from '@/lib/page-thread'
import type { UserMenuProps } from './user-menu'
import { userMenuTriggerProps } from './user-menu-trigger'

const loadUserMenu = () => import('./user-menu')

/**
 * The avatar button at once, and the code of its menu (Radix's dropdown menu) as soon as the button is pointed at,
 * focused or pressed: the dashboard does not load or run a menu nobody has opened
 * (docs/decisions/068-overview-first-paint.md). Until then the same button stands in for it; a press (or Enter,
 * Space, the down arrow) opens the menu once it has loaded, and a focused button stays focused.
 */
export function UserMenu(props: UserMenuProps) {
  const { module, request } = useModuleOnDemand(loadUserMenu)
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)
  if (module) return <module.UserMenu {...props} defaultOpen={pressed} autoFocus={focused} />
  const open = () => {
    setPressed(true)
    request()
  }
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={request}
      onFocus={() => {
        setFocused(true)
        request()
      }}
      onBlur={() => setFocused(false)}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        open()
      }}
      {...userMenuTriggerProps(props.fullName)}
    />
  )
}
