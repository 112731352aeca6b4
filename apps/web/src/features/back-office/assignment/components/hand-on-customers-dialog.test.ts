import { ASSIGNMENT_MESSAGES } from '@wallet/shared/back-office/assignment'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'

describe("handing customers on: the result's sentence", () => {
  it("is the server's English word for word, written from the results", () => {
    for (const [moved, failed] of [
      [0, 0],
      [1, 0],
      [2, 0],
      [1, 1],
      [3, 2],
    ] as const) {
      expect(i18n._('assignment.bulkDone', { moved, failed })).toBe(ASSIGNMENT_MESSAGES.bulkDone(moved, failed))
    }
  })
})
