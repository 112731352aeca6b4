import { config } from 'zod/v4/core'
import { describe, expect, it } from 'vitest'
import './zod-config'

describe('zod-config', () => {
  it('tells zod not to compile parsers, through the settings object zod itself reads', () => {
    expect(config()).toBe(globalThis.__zod_globalConfig)
    expect(config().jitless).toBe(true)
  })
})
