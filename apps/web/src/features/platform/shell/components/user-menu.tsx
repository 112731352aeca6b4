import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Link } from 'react-router'
import { icons } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { userMenuTriggerProps } from './user-menu-trigger'
import { useT } from '@/lib/i18n/use-t'

const itemClasses =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-300 outline-none transition data-[highlighted]:bg-white/[0.06] data-[highlighted]:text-white'

export interface UserMenuProps {
  fullName: string | null
  email: string
  onSignOut: () => void
}

/**
 * The avatar button and its menu. Outside clicks and Escape close it; arrow keys move between items.
 * `defaultOpen` and `autoFocus`: for when it replaces the button that stood in for it, pressed or focused
 * (lazy-user-menu.tsx).
 */
export function UserMenu({ fullName, email, onSignOut, defaultOpen, autoFocus }: UserMenuProps & { defaultOpen?: boolean; autoFocus?: boolean }) {
  const t = useT()
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger autoFocus={autoFocus} {...userMenuTriggerProps(fullName, t('userMenu.open'))} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={10} className="glass-floating z-40 w-64 rounded-2xl p-1.5 shadow-2xl animate-pop-in">
          <div className="px-3 pt-2 pb-3">
            <p className="truncate text-sm font-semibold text-white">{t('userMenu.hello', { name: fullName?.trim() || t('userMenu.defaultName') })}</p>
            <p className="truncate text-xs text-slate-400">{email}</p>
          </div>
          <DropdownMenu.Separator className="mx-1 my-1 h-px bg-white/5" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.dashboard.wallets.getHref()}>
              {icons.wallets}
              {t('userMenu.wallets')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.dashboard.settings.getHref()}>
              {icons.settings}
              {t('userMenu.settings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.dashboard.support.getHref()}>
              {icons.support}
              {t('userMenu.support')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="mx-1 my-1 h-px bg-white/5" />
          <DropdownMenu.Item className={`${itemClasses} text-red-300 data-[highlighted]:text-red-200`} onSelect={onSignOut}>
            {icons.logout}
            {t('userMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
