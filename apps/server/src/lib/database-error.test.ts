import { describe, expect, it } from 'vitest'
import { databaseFault, QUERY_TIMEOUT_CODE } from './database-error.ts'

/** How Drizzle hands a driver's error on: wrapped, with the driver's as its cause. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert into …'), { cause: Object.assign(new Error('x'), cause) })

describe('databaseFault', () => {
  it.each([
    [{ code: '53300', message: 'sorry, too many clients already' }, 'too_many_connections'],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, 'shutdown'],
    [{ code: '57P02' }, 'shutdown'],
    [{ code: '57P03', message: 'the database system is starting up' }, 'shutdown'],
    [{ code: '25006', message: 'cannot execute INSERT in a read-only transaction' }, 'read_only'],
    [{ code: '57014', message: 'canceling statement due to statement timeout' }, 'timeout'],
    [{ code: QUERY_TIMEOUT_CODE }, 'timeout'],
    [{ code: '08006' }, 'connection'],
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }, 'connection'],
    [{ code: 'ECONNRESET' }, 'connection'],
    [{ message: 'Connection terminated unexpectedly' }, 'connection'],
    [{ message: 'Client has encountered a connection error and is not queryable' }, 'connection'],
    [{ message: 'timeout exceeded when trying to connect' }, 'timeout'],
    [{ message: 'Connection terminated due to connection timeout' }, 'timeout'],
  ] as const)('%o is %s, wrapped or not', (cause, fault) => {
    expect(databaseFault(wrapped(cause))).toBe(fault)
    expect(databaseFault(Object.assign(new Error(), cause))).toBe(fault)
  })

  it('is null for what the request itself did wrong', () => {
    expect(databaseFault(wrapped({ code: '23505', message: 'duplicate key value violates unique constraint' }))).toBeNull()
    expect(databaseFault(wrapped({ code: '22003' }))).toBeNull()
    expect(databaseFault(new Error('boom'))).toBeNull()
    expect(databaseFault(undefined)).toBeNull()
  })
})
