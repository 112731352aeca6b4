import { afterEach, describe, expect, it } from 'vitest'
import { focusUnlessTaken } from './credentials-form'

describe('focusUnlessTaken', () => {
  afterEach(() => document.body.replaceChildren())

  const fields = () => {
    document.body.innerHTML = '<input id="email"><input id="password">'
    return { email: document.getElementById('email')!, password: document.getElementById('password')! }
  }

  it('focuses the field when nothing has the focus', () => {
    const { email } = fields()
    focusUnlessTaken(email)
    expect(document.activeElement).toBe(email)
  })

  it('leaves the focus where the user put it', () => {
    const { email, password } = fields()
    password.focus()
    focusUnlessTaken(email)
    expect(document.activeElement).toBe(password)
  })
})
