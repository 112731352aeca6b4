import type { ReactNode } from 'react'
import { Card } from './card'
import { PageHeader } from './page-header'

/** A titled page whose content is still to come. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <PageHeader title={title} />
      <Card className="flex min-h-48 items-center justify-center p-8 text-center text-sm text-slate-400">
        {children ?? <p>This section is on its way.</p>}
      </Card>
    </section>
  )
}
