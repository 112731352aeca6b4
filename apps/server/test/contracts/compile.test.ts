import { describe, expect, it } from 'vitest'
import { Forwarder, TestToken } from './artifacts.ts'
import { compileContracts } from './compile.ts'

describe('the test contracts', () => {
  it('are committed as the pinned solc compiles their source', () => {
    expect(compileContracts()).toEqual({ TestToken, Forwarder })
  })
})
