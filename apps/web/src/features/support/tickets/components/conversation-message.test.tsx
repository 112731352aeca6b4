import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { formatDateTimeIn } from '@/lib/i18n/format'
import { ConversationMessage } from './conversation-message'

const AT = '2026-03-05T14:30:00.000Z'
const message = () => render(<ConversationMessage author="Casey" mine fromSupport={false} text="Hello" at={AT} />)

describe('ConversationMessage', () => {
  afterEach(async () => {
    cleanup()
    await act(() => activateLocale('en'))
  })

  it("writes the message's time in the page's language, the spec's format in English", async () => {
    message()
    expect(screen.getByText(formatDateTimeIn(AT, 'en'))).toBeTruthy()
    expect(formatDateTimeIn(AT, 'en')).toMatch(/^05 Mar 2026, \d\d:30$/)
    await act(() => activateLocale('es'))
    expect(screen.getByText(formatDateTimeIn(AT, 'es'))).toBeTruthy()
    expect(formatDateTimeIn(AT, 'es')).toMatch(/mar/)
  })

  // A physical corner (rounded-br) stays on the right in Arabic, away from the bubble's tail side.
  it("rounds the corner on the writer's side with logical classes", () => {
    message()
    const bubble = screen.getByText('Hello').parentElement!
    expect(bubble.className).toContain('rounded-ee-md')
    expect(bubble.className).not.toMatch(/rounded-b[lr]-/)
  })
})
