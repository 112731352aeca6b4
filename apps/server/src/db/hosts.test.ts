import { describe, expect, it } from 'vitest'
import { parseDatabaseHosts } from './hosts.ts'

describe('parseDatabaseHosts', () => {
  it('splits a multi-host URL into one URL per host, keeping the credentials, database and other parameters', () => {
    expect(parseDatabaseHosts('postgres://app:s3cret@h1:5432,h2:5433/wallet?target_session_attrs=read-write&sslmode=disable')).toEqual({
      urls: ['postgres://app:s3cret@h1:5432/wallet?sslmode=disable', 'postgres://app:s3cret@h2:5433/wallet?sslmode=disable'],
      readWrite: true,
    })
  })

  it('leaves a single-host URL as it is, and asks for a writable server only when told', () => {
    expect(parseDatabaseHosts('postgresql://wallet@127.0.0.1:5432/postgres')).toEqual({
      urls: ['postgresql://wallet@127.0.0.1:5432/postgres'],
      readWrite: false,
    })
    expect(parseDatabaseHosts('postgres://h1,h2/wallet?target_session_attrs=primary').readWrite).toBe(true)
    expect(parseDatabaseHosts('postgres://h1,h2/wallet?target_session_attrs=any')).toEqual({
      urls: ['postgres://h1/wallet', 'postgres://h2/wallet'],
      readWrite: false,
    })
  })

  it('refuses a target_session_attrs it cannot honour', () => {
    expect(() => parseDatabaseHosts('postgres://h1,h2/wallet?target_session_attrs=standby')).toThrow(/target_session_attrs=standby/)
  })
})
