/**
 * Generated from the server's OpenAPI description (/api/openapi.json) by openapi-typescript: do not edit.
 * Regenerate with `npm run api:types` after changing a route's schema (`npm run build` does it too);
 * apps/server/test/api-types.test.ts fails while this file is stale.
 */
export interface paths {
  '/api/account-freeze/link': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            token: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
        /** @description Too many requests of this kind from this account, or from this address when signed out: `code` is RATE_LIMITED */
        429: {
          headers: {
            /** @description Seconds until the limit lets a request through again */
            'Retry-After'?: number
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/account-freeze/unfreeze': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            code: string
            email: string
            password: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
        /** @description Too many requests of this kind from this account, or from this address when signed out: `code` is RATE_LIMITED */
        429: {
          headers: {
            /** @description Seconds until the limit lets a request through again */
            'Retry-After'?: number
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/account-freeze/unfreeze/start': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            email: string
            password: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              method: 'totp' | 'email'
            }
          }
        }
        /** @description Too many requests of this kind from this account, or from this address when signed out: `code` is RATE_LIMITED */
        429: {
          headers: {
            /** @description Seconds until the limit lets a request through again */
            'Retry-After'?: number
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/account/activity': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              items: {
                action: string
                at: string
                by: string
                changes: {
                  after:
                    | {
                        text: string
                      }
                    | {
                        /** @enum {string} */
                        word: 'none' | 'yes' | 'no' | 'allowed' | 'disabled'
                      }
                  before?:
                    | {
                        text: string
                      }
                    | {
                        /** @enum {string} */
                        word: 'none' | 'yes' | 'no' | 'allowed' | 'disabled'
                      }
                  /** @enum {string} */
                  field:
                    | 'assetId'
                    | 'asset'
                    | 'amount'
                    | 'status'
                    | 'type'
                    | 'isHidden'
                    | 'note'
                    | 'address'
                    | 'kyc_status'
                    | 'banned'
                    | 'until'
                    | 'requiresPasswordChange'
                    | 'can_send'
                    | 'can_swap'
                    | 'can_buy'
                    | 'can_sell'
                    | 'can_stake'
                    | 'send_disabled_note'
                    | 'swap_disabled_note'
                    | 'name'
                    | 'passkey'
                    | 'url'
                    | 'kind'
                    | 'browser'
                    | 'system'
                    | 'ipAddress'
                    | 'sessionsEnded'
                    | 'frozen'
                    | 'label'
                    | 'usableAt'
                    | 'allowlist'
                    | 'turnsOffAt'
                }[]
                details: string[]
                id: number
                label: string
                reason: string | null
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/account/forced-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            password: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/account/locale': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            locale: 'en' | 'es' | 'ar'
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              locale: 'en' | 'es' | 'ar'
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/approvals': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              approvals: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                canDecide: boolean
                change: {
                  [key: string]: unknown
                }
                customerEmail: string
                customerId: string
                id: string
                /** @enum {string} */
                kind: 'add' | 'edit' | 'debit'
                requestedAt: string
                requestedBy: {
                  email: string
                  id: string
                  role: string
                }
                transactionId: string | null
                usdValue: string | null
                waitLimitUsd: string | null
                /** @enum {string} */
                waitReason: 'amount' | 'customer_daily_limit' | 'maker_daily_limit' | 'no_price'
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/audit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          action?: string
          actor?: string
          customerEmail?: string
          from?: string
          page?: number
          to?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              chain:
                | {
                    /** @enum {boolean} */
                    ok: true
                    rows: number
                    verifiedAt?: string
                    verifiedThrough: number
                  }
                | {
                    brokenAt: number
                    /** @enum {boolean} */
                    ok: false
                    problem: string
                    rows: number
                    verifiedThrough: number
                  }
              page: number
              pageSize: number
              rows: {
                action: string
                actorEmail: string | null
                actorId: string | null
                actorRole: string | null
                after: unknown
                before: unknown
                createdAt: string
                hash: string
                id: number
                ip: string | null
                label: string
                prevHash: string
                reason: string | null
                requestId: string | null
                targetEmail: string | null
                targetUserId: string | null
              }[]
              total: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/audit.csv': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          action?: string
          actor?: string
          customerEmail?: string
          from?: string
          page?: number
          to?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description The filtered audit log with each row’s hashes */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'text/csv': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/audit/head': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              hash: string
              mark: string
              publishedAt: string
              seq: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/chain-alerts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              alerts: {
                /** Format: date-time */
                createdAt: string
                detail: {
                  [key: string]: unknown
                }
                /** Format: uuid */
                id: string
                /** @enum {string} */
                kind: 'deep-reorg' | 'amount-out-of-range'
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/customers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: number
          search?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              page: number
              pageSize: number
              totalCount: number
              users: {
                assigned_worker_name: string | null
                created_at: string
                email: string
                full_name: string | null
                id: string
                kyc_status: ('not_started' | 'pending' | 'verified' | 'rejected') | null
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/managers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            email: string
            fullName: string
            password: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              id: string
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/proof-of-reserves/ownership-request': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          snapshotId?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              accountPath: string
              addresses: {
                address: string
                branch: number
                index: number
              }[]
              chainId: number
              /** @enum {string} */
              format: 'wallet-ownership-request/1'
              message: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/proof-of-reserves/reserves': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amount: string
            /** @enum {string} */
            asset: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/proof-of-reserves/snapshots': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              assets: string[]
              depth: number
              onChain: {
                accountPath: string
                addressCount: number
                assets: {
                  asset: string
                  contract: string | null
                  decimals: number
                  held: string
                  verified: string
                }[]
                blockHash: string
                blockNumber: string
                chain: string
                chainId: number
                download: string
                message: string
                signedAt: string | null
              } | null
              root: string
              snapshotId: string
              statement: {
                publicKey: string
                signature: string
                text: string
              }
              takenAt: string
              totals: string[]
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/proof-of-reserves/snapshots/{snapshotId}/ownership-proof': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Upload the offline signer's proof of control of a snapshot's addresses (checked whole against its request) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          snapshotId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            chainId: number
            /** @enum {string} */
            format: 'wallet-ownership-proof/1'
            message: string
            signatures: {
              address: string
              signature: string
            }[]
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              accountPath: string
              addressCount: number
              assets: {
                asset: string
                contract: string | null
                decimals: number
                held: string
                verified: string
              }[]
              blockHash: string
              blockNumber: string
              chain: string
              chainId: number
              download: string
              message: string
              signedAt: string | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/reconciliation': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              assets: {
                /** @enum {string} */
                asset: 'ETH' | 'USDT' | 'BNB'
                checkedAt: string
                difference: string
                held: string
                owed: string
                shortfallSince: string | null
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/staff': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              staff: {
                banned_until: string | null
                created_at: string
                email: string
                full_name: string | null
                id: string
                last_sign_in: string | null
                manager: {
                  email: string
                  full_name: string | null
                  id: string
                } | null
                /** @enum {string} */
                role: 'USER' | 'WORKER' | 'MANAGER' | 'ADMIN'
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/staff/{id}/ban': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/staff/{id}/unban': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/workers/{id}/manager': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            managerId: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/approvals/decide': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            decision: 'approve' | 'reject'
            items: {
              /** Format: uuid */
              approvalId: string
              customerId: string
            }[]
            reason?: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              results: {
                approvalId: string
                code: string | null
                customerId: string
                decided: boolean
                error: string | null
              }[]
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/assignable-workers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              workers: {
                email: string
                full_name: string | null
                id: string
                manager_id: string | null
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/passkey/sign-in': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sign in with a passkey */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            credential: {
              /** @enum {string} */
              authenticatorAttachment?: 'platform' | 'cross-platform'
              /** @default {} */
              clientExtensionResults?: {
                [key: string]: unknown
              }
              id: string
              rawId: string
              response: {
                authenticatorData: string
                clientDataJSON: string
                signature: string
                userHandle?: string
              }
              /** @enum {string} */
              type: 'public-key'
            }
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {boolean} */
              signedIn: true
              userVerified: boolean
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/passkey/sign-in-options': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Start a passkey sign-in */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description The WebAuthn request options for the browser */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              challenge: string
            } & {
              [key: string]: unknown
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/request-password-reset': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Mail a password reset link (the same answer whether or not the account exists) */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            email: string
            redirectTo?: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/reset-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Set a new password with the token of a reset link */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            newPassword: string
            token: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {boolean} */
              status: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/reset-password/{token}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The link of the reset mail */
    get: {
      parameters: {
        query: {
          callbackURL: string
        }
        header?: never
        path: {
          token: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description On to the web app’s page (Location), with the outcome in its query */
        302: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/sign-in/email': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sign in with email and password */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            email: string
            password: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json':
              | {
                  /** @enum {string} */
                  method: 'totp' | 'email'
                  /** @enum {boolean} */
                  twoFactorRedirect: true
                }
              | ({
                  user: {
                    id: string
                  } & {
                    [key: string]: unknown
                  }
                } & {
                  [key: string]: unknown
                })
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/sign-out': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sign out */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description better-auth’s answer, as it comes */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              [key: string]: unknown
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/sign-up/email': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Register (a solved captcha in X-Captcha) */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            email: string
            fullName: string
            name?: string
            password: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description better-auth’s answer, as it comes */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              [key: string]: unknown
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/two-factor/send-otp': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Mail the sign-in code */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description better-auth’s answer, as it comes */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              [key: string]: unknown
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/two-factor/verify-otp': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Finish a sign-in with the mailed code */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            code: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description better-auth’s answer, as it comes */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              [key: string]: unknown
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/two-factor/verify-totp': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Finish a sign-in with an authenticator code */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            code: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description better-auth’s answer, as it comes */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              [key: string]: unknown
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/verify-email': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The confirmation link of the welcome mail */
    get: {
      parameters: {
        query: {
          callbackURL?: string
          token: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description On to the web app’s page (Location), with the outcome in its query */
        302: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/buying-links/{id}/logo': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description The link’s logo */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'image/png': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/captcha/challenge': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              parameters: {
                algorithm: string
                cost: number
                keyLength: number
                keyPrefix: string
                nonce: string
                salt: string
              } & {
                [key: string]: unknown
              }
              signature?: string
            } & {
              [key: string]: unknown
            }
          }
        }
        /** @description Too many requests of this kind from this account, or from this address when signed out: `code` is RATE_LIMITED */
        429: {
          headers: {
            /** @description Seconds until the limit lets a request through again */
            'Retry-After'?: number
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/captcha/verify': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            captchaToken: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              error: null
              /** @enum {boolean} */
              success: true
            }
          }
        }
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /**
               * @description What went wrong, for code to act on.
               * @enum {string}
               */
              code:
                | 'VALIDATION_FAILED'
                | 'INVALID_JSON'
                | 'BODY_TOO_LARGE'
                | 'UNSUPPORTED_MEDIA_TYPE'
                | 'UNAUTHENTICATED'
                | 'FORBIDDEN'
                | 'NOT_FOUND'
                | 'RATE_LIMITED'
                | 'IDEMPOTENCY_KEY_REUSED'
                | 'IDEMPOTENCY_IN_PROGRESS'
                | 'INTERNAL'
                | 'FOREIGN_ORIGIN'
                | 'DATE_OUT_OF_RANGE'
                | 'FORMAT_CHARACTERS'
                | 'SHUTTING_DOWN'
                | 'DATABASE_UNAVAILABLE'
                | 'DATABASE_TIMEOUT'
                | 'METRICS_TOKEN_REQUIRED'
                | 'ADDRESS_FROM_CHAIN'
                | 'PROFILE_ROLE_DENIED'
                | 'PROFILE_ACCESS_DENIED'
                | 'PRICES_UNAVAILABLE'
                | 'SWAP_INVALID_AMOUNT'
                | 'SWAP_INSUFFICIENT_BALANCE'
                | 'SWAP_DISABLED'
                | 'STAKE_NOT_ALLOWED'
                | 'STAKE_PLAN_MISSING'
                | 'STAKE_INSUFFICIENT_BALANCE'
                | 'STAKE_BELOW_MIN'
                | 'STAKE_ABOVE_MAX'
                | 'INSUFFICIENT_FUNDS'
                | 'SEND_DISABLED'
                | 'DEPOSITS_NOT_PERMITTED'
                | 'WITHDRAWALS_NOT_PERMITTED'
                | 'DEPOSIT_NEEDS_CARD'
                | 'AMOUNT_TOO_LARGE'
                | 'AMOUNT_OUT_OF_RANGE'
                | 'SENT_AT_OUT_OF_RANGE'
                | 'LOGO_DIMENSIONS'
                | 'URL_CREDENTIALS'
                | 'URL_WITHOUT_HOST'
                | 'INVALID_CREDENTIALS'
                | 'EMAIL_NOT_CONFIRMED'
                | 'BANNED'
                | 'CAPTCHA_REQUIRED'
                | 'CAPTCHA_FAILED'
                | 'EMAIL_TAKEN'
                | 'INVALID_CODE'
                | 'NO_AUTHENTICATOR'
                | 'SESSION_LOST'
                | 'EMAIL_CODE_SEND_FAILED'
                | 'MFA_FAILED'
                | 'RESET_LINK_INVALID'
                | 'PASSWORD_REQUIREMENTS'
                | 'PASSWORD_CHANGE_REQUIRED'
                | 'ACCOUNT_FROZEN'
                | 'SESSION_NOT_FOUND'
                | 'FREEZE_LINK_INVALID'
                | 'ALREADY_FROZEN'
                | 'NOT_FROZEN'
                | 'UNFREEZE_TOO_EARLY'
                | 'PASSWORD_UNCHANGED'
                | 'AUTHENTICATOR_REQUIRED'
                | 'STAFF_AUTHENTICATOR_ONLY'
                | 'PASSKEY_INVALID'
                | 'PASSKEY_UNKNOWN'
                | 'PASSKEY_NOT_VERIFIED'
                | 'PASSKEY_PASSWORD_CHANGE_REQUIRED'
                | 'PASSKEY_NOT_FOUND'
                | 'PASSKEY_ALREADY_REGISTERED'
                | 'PASSKEY_LIMIT'
                | 'PASSKEY_LAST_SIGN_IN'
                | 'KYC_NOT_SUBMITTABLE'
                | 'KYC_DOCUMENTS_MISSING'
                | 'KYC_DOCUMENT_TOO_LARGE'
                | 'KYC_DOCUMENT_TYPE'
                | 'KYC_LINK_INVALID'
                | 'PAYMENT_METHOD_NOT_FOUND'
                | 'PAYMENT_METHOD_STEP_UP_REQUIRED'
                | 'PAYMENT_METHOD_LOCKED'
                | 'PASSWORD_VERIFICATION_FAILED'
                | 'INVALID_EMAIL_CODE'
                | 'EMAIL_SEND_FAILED'
                | 'MFA_METHOD_CONFLICT'
                | 'NO_TOTP_FACTOR'
                | 'TICKET_NOT_FOUND'
                | 'SECOND_FACTOR_REQUIRED'
                | 'SECOND_FACTOR_INVALID'
                | 'WITHDRAWAL_ADDRESS_NOT_FOUND'
                | 'WITHDRAWAL_ADDRESS_EXISTS'
                | 'WITHDRAWAL_ADDRESS_LIMIT'
                | 'WITHDRAWAL_ADDRESS_CONFIRMED'
                | 'ADDRESS_CONFIRMATION_INVALID'
                | 'ADDRESS_NOT_ALLOWED'
                | 'ADDRESS_LOCKED'
                | 'TICKET_LOGIN_REQUIRED'
                | 'TICKET_AWAITING_SUPPORT'
                | 'STAFF_NOT_FOUND'
                | 'WORKER_NOT_FOUND'
                | 'MANAGER_REQUIRED'
                | 'OWN_ACCOUNT'
                | 'STAFF_EMAIL_TAKEN'
                | 'ASSIGNMENT_UNCHANGED'
                | 'CLAIM_CONFLICT'
                | 'KYC_NOT_PENDING'
                | 'EMAIL_ALREADY_CONFIRMED'
                | 'TRANSACTION_NOT_FOUND'
                | 'STAKE_LEG_LOCKED'
                | 'APPROVAL_PENDING'
                | 'WORK_QUEUE_DENIED'
                | 'TRANSACTION_ALREADY_DECIDED'
                | 'SECOND_PERSON_LINKED'
                | 'APPROVAL_NOT_FOUND'
                | 'OWN_CREDIT_APPROVAL'
                | 'PAYOUT_ON_CHAIN'
                | 'PAYOUT_IN_APPROVED_BATCH'
                | 'PAYOUT_AMOUNT_NOT_EXACT'
                | 'RESERVES_ALREADY_PROVEN'
                | 'CHAIN_UNAVAILABLE'
                | 'PAYOUT_NOT_FOUND'
                | 'PAYOUT_NOT_QUEUED'
                | 'PAYOUT_NOT_RETURNED'
                | 'BATCH_NOT_FOUND'
                | 'BATCH_NOT_BUILDING'
                | 'OWN_BATCH_APPROVAL'
                | 'BATCH_APPROVER_LINKED'
                | 'NO_SECOND_FACTOR'
                | 'FACTOR_RESET_PENDING'
                | 'FACTOR_RESET_NOT_FOUND'
                | 'OWN_FACTOR_RESET'
                | 'FACTOR_RESET_LINKED'
                | 'FACTOR_RESET_RECENT_CHANGE'
                | 'FACTOR_RESET_STAFF_PASSWORD'
                | 'RECOVERY_HOLD'
                | 'LOGO_TOO_LARGE'
                | 'LOGO_NOT_PNG'
              /** @description The message to show, in the words of the specification. */
              error: string
              /** @description Present when `error` is a sentence with values in it (a time, a file’s name). */
              params?: {
                key: string
                values: {
                  [key: string]: string
                }
              }
              /** @description The server's id of the request, as in the X-Request-Id header and the log. */
              requestId: string
              /** @enum {boolean} */
              success?: false
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              addresses: {
                [key: string]: string
              }
              assigned_worker: {
                email: string
                full_name: string | null
                id: string
              } | null
              balances: {
                [key: string]: string
              }
              banned_until: string | null
              buy_disabled_note: string | null
              can_buy: boolean
              can_sell: boolean
              can_send: boolean
              can_stake: boolean
              can_swap: boolean
              city: string | null
              country: string | null
              created_at: string
              dashboard_note: string | null
              dob: string | null
              email: string
              email_verified: boolean
              first_name: string | null
              full_address: string | null
              full_name: string | null
              kyc_rejection_reason: string | null
              /** @enum {string} */
              kyc_status: 'not_started' | 'pending' | 'verified' | 'rejected'
              last_name: string | null
              pendingDeposits: {
                [key: string]: string
              }
              pendingWithdrawals: {
                [key: string]: string
              }
              postal_code: string | null
              recovery_hold_until: string | null
              sell_disabled_note: string | null
              send_disabled_note: string | null
              stake_disabled_note: string | null
              swap_disabled_note: string | null
              user_id: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/access': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {boolean} */
              isAuthorized: true
              /** @enum {string} */
              scope: 'assigned' | 'team' | 'any'
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/activity': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: number
        }
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              page: number
              pageSize: number
              rows: {
                action: string
                actorEmail: string | null
                actorId: string | null
                actorRole: string | null
                after: unknown
                before: unknown
                createdAt: string
                hash: string
                id: number
                ip: string | null
                label: string
                prevHash: string
                reason: string | null
                requestId: string | null
                targetEmail: string | null
                targetUserId: string | null
              }[]
              total: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/addresses/{assetId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            address: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/approvals/{approvalId}/approve': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          approvalId: string
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            reason?: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              approval: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                canDecide: boolean
                change: {
                  [key: string]: unknown
                }
                customerEmail: string
                customerId: string
                id: string
                /** @enum {string} */
                kind: 'add' | 'edit' | 'debit'
                requestedAt: string
                requestedBy: {
                  email: string
                  id: string
                  role: string
                }
                transactionId: string | null
                usdValue: string | null
                waitLimitUsd: string | null
                /** @enum {string} */
                waitReason: 'amount' | 'customer_daily_limit' | 'maker_daily_limit' | 'no_price'
              } | null
              message: string
              /** @enum {boolean} */
              success: true
              transaction: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                awaitingApproval: boolean
                createdBy: string | null
                id: string
                isHidden: boolean
                note: string | null
                recipientAddress: string | null
                requestId: string | null
                senderAddress: string | null
                sentAt: string
                /** @enum {string} */
                status: 'Pending' | 'Complete' | 'Failed'
                txid: string | null
                type: string | null
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/approvals/{approvalId}/reject': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          approvalId: string
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            reason: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              approval: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                canDecide: boolean
                change: {
                  [key: string]: unknown
                }
                customerEmail: string
                customerId: string
                id: string
                /** @enum {string} */
                kind: 'add' | 'edit' | 'debit'
                requestedAt: string
                requestedBy: {
                  email: string
                  id: string
                  role: string
                }
                transactionId: string | null
                usdValue: string | null
                waitLimitUsd: string | null
                /** @enum {string} */
                waitReason: 'amount' | 'customer_daily_limit' | 'maker_daily_limit' | 'no_price'
              } | null
              message: string
              /** @enum {boolean} */
              success: true
              transaction: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                awaitingApproval: boolean
                createdBy: string | null
                id: string
                isHidden: boolean
                note: string | null
                recipientAddress: string | null
                requestId: string | null
                senderAddress: string | null
                sentAt: string
                /** @enum {string} */
                status: 'Pending' | 'Complete' | 'Failed'
                txid: string | null
                type: string | null
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/ban': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /**
             * @default lifted
             * @enum {string}
             */
            duration?: 'lifted' | '1d' | '7d' | '30d'
            reason?: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/buying-links': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              links: {
                created_at: string
                id: string
                logo_url: string | null
                name: string
                url: string
                user_id: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: binary
             * @description A PNG of at most 500 KB and 2048 × 2048 pixels
             */
            logo: Blob
            name: string
            url: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              created_at: string
              id: string
              logo_url: string | null
              name: string
              url: string
              user_id: string
            }
          }
        }
        /** @description Too many requests of this kind from this account, or from this address when signed out: `code` is RATE_LIMITED */
        429: {
          headers: {
            /** @description Seconds until the limit lets a request through again */
            'Retry-After'?: number
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/buying-links/{linkId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
          linkId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/debits': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amount: string
            /** @enum {string} */
            assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
            reason: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              approval: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                canDecide: boolean
                change: {
                  [key: string]: unknown
                }
                customerEmail: string
                customerId: string
                id: string
                /** @enum {string} */
                kind: 'add' | 'edit' | 'debit'
                requestedAt: string
                requestedBy: {
                  email: string
                  id: string
                  role: string
                }
                transactionId: string | null
                usdValue: string | null
                waitLimitUsd: string | null
                /** @enum {string} */
                waitReason: 'amount' | 'customer_daily_limit' | 'maker_daily_limit' | 'no_price'
              } | null
              message: string
              /** @enum {boolean} */
              success: true
              transaction: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                awaitingApproval: boolean
                createdBy: string | null
                id: string
                isHidden: boolean
                note: string | null
                recipientAddress: string | null
                requestId: string | null
                senderAddress: string | null
                sentAt: string
                /** @enum {string} */
                status: 'Pending' | 'Complete' | 'Failed'
                txid: string | null
                type: string | null
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/email-confirmation': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/freeze': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              frozen: boolean
              frozenAt: string | null
              unfreezeFrom: string | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/internal-notes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              notes: {
                author: string | null
                body: string
                created_at: string
                id: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            body: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/kyc': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              city: string | null
              country: string | null
              dob: string | null
              first_name: string | null
              full_address: string | null
              identity_doc_path: string | null
              identityDocSignedUrl: string | null
              kyc_rejection_reason: string | null
              /** @enum {string} */
              kyc_status: 'not_started' | 'pending' | 'verified' | 'rejected'
              last_name: string | null
              postal_code: string | null
              residence_doc_path: string | null
              residenceDocSignedUrl: string | null
              submitted_at: string | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/kyc/approve': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/kyc/reject': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            reason: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/login-history': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: number
          pageSize?: number
        }
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              id: string
              ip_address: string | null
              timestamp: string
              user_agent: string | null
            }[]
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/note': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            note: string | null
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/passkeys': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              passkeys: {
                backedUp: boolean
                createdAt: string
                /** @enum {string} */
                deviceType: 'singleDevice' | 'multiDevice'
                id: string
                lastUsedAt: string | null
                name: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/passkeys/{passkeyId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
          passkeyId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            newPassword: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/payment-methods': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              lock_hours: number
              paymentMethods: {
                bank_last4: string | null
                bank_name: string | null
                card_brand: string | null
                card_holder_name: string | null
                created_at: string
                expiry_date: string | null
                id: string
                last4: string | null
                locked_until: string | null
                notes: string | null
                /** @enum {string} */
                type: 'credit_card' | 'bank_account'
                user_id: string
              }[]
              step_up_required: boolean
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/permissions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            permissions: {
              can_buy: boolean
              can_sell: boolean
              can_send: boolean
              can_stake: boolean
              can_swap: boolean
            }
            sendDisabledNote?: string | null
            swapDisabledNote?: string | null
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/second-factor': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              method: 'totp' | 'email' | 'none'
              waiting: {
                /** @enum {string} */
                becomes: 'totp' | 'email' | 'none'
                canDecide: boolean
                customerEmail: string
                customerId: string
                id: string
                /** @enum {string} */
                method: 'totp' | 'email' | 'none'
                reason: string
                recentStaffChanges: {
                  action: string
                  at: string
                  by: {
                    email: string | null
                    id: string
                    role: string | null
                  }
                  label: string
                }[]
                requestedAt: string
                requestedBy: {
                  email: string | null
                  id: string
                }
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/second-factor/resets': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            reason: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              state: {
                /** @enum {string} */
                method: 'totp' | 'email' | 'none'
                waiting: {
                  /** @enum {string} */
                  becomes: 'totp' | 'email' | 'none'
                  canDecide: boolean
                  customerEmail: string
                  customerId: string
                  id: string
                  /** @enum {string} */
                  method: 'totp' | 'email' | 'none'
                  reason: string
                  recentStaffChanges: {
                    action: string
                    at: string
                    by: {
                      email: string | null
                      id: string
                      role: string | null
                    }
                    label: string
                  }[]
                  requestedAt: string
                  requestedBy: {
                    email: string | null
                    id: string
                  }
                } | null
              }
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/second-factor/resets/{resetId}/approve': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
          resetId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            reason?: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              state: {
                /** @enum {string} */
                method: 'totp' | 'email' | 'none'
                waiting: {
                  /** @enum {string} */
                  becomes: 'totp' | 'email' | 'none'
                  canDecide: boolean
                  customerEmail: string
                  customerId: string
                  id: string
                  /** @enum {string} */
                  method: 'totp' | 'email' | 'none'
                  reason: string
                  recentStaffChanges: {
                    action: string
                    at: string
                    by: {
                      email: string | null
                      id: string
                      role: string | null
                    }
                    label: string
                  }[]
                  requestedAt: string
                  requestedBy: {
                    email: string | null
                    id: string
                  }
                } | null
              }
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/second-factor/resets/{resetId}/reject': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
          resetId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            reason: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              state: {
                /** @enum {string} */
                method: 'totp' | 'email' | 'none'
                waiting: {
                  /** @enum {string} */
                  becomes: 'totp' | 'email' | 'none'
                  canDecide: boolean
                  customerEmail: string
                  customerId: string
                  id: string
                  /** @enum {string} */
                  method: 'totp' | 'email' | 'none'
                  reason: string
                  recentStaffChanges: {
                    action: string
                    at: string
                    by: {
                      email: string | null
                      id: string
                      role: string | null
                    }
                    label: string
                  }[]
                  requestedAt: string
                  requestedBy: {
                    email: string | null
                    id: string
                  }
                } | null
              }
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/sessions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              sessions: {
                browser: string
                current: boolean
                firstSeen: string
                id: string
                ipAddress: string | null
                lastSeen: string
                place: string | null
                system: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/sessions/end': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/statement.csv': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description The customer’s statement */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'text/csv': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/tickets': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: number
          status?: 'all' | 'open' | 'in_progress' | 'resolved'
        }
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              counts: {
                all: number
                in_progress: number
                open: number
                resolved: number
              }
              page: number
              pageSize: number
              tickets: {
                assigned_worker_id: string | null
                created_at: string
                id: string
                message: string
                /** @enum {string} */
                status: 'open' | 'in_progress' | 'resolved'
                subject: string
                /** @enum {string} */
                urgency: 'low' | 'medium' | 'high'
                user_id: string
              }[]
              total: number
              userEmails: {
                [key: string]: string
              }
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/transactions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: number
        }
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              approvals: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                canDecide: boolean
                change: {
                  [key: string]: unknown
                }
                customerEmail: string
                customerId: string
                id: string
                /** @enum {string} */
                kind: 'add' | 'edit' | 'debit'
                requestedAt: string
                requestedBy: {
                  email: string
                  id: string
                  role: string
                }
                transactionId: string | null
                usdValue: string | null
                waitLimitUsd: string | null
                /** @enum {string} */
                waitReason: 'amount' | 'customer_daily_limit' | 'maker_daily_limit' | 'no_price'
              }[]
              items: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                awaitingApproval: boolean
                createdBy: string | null
                id: string
                isHidden: boolean
                note: string | null
                recipientAddress: string | null
                requestId: string | null
                senderAddress: string | null
                sentAt: string
                /** @enum {string} */
                status: 'Pending' | 'Complete' | 'Failed'
                txid: string | null
                type: string | null
              }[]
              page: number
              pageSize: number
              total: number
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amount: string
            /** @enum {string} */
            assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
            /** @default false */
            isHidden?: boolean
            note?: string | null
            senderAddress: string
            /** Format: date-time */
            sentAt: string
            /**
             * @default Pending
             * @enum {string}
             */
            status?: 'Pending' | 'Complete' | 'Failed'
            txid?: string | null
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              approval: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                canDecide: boolean
                change: {
                  [key: string]: unknown
                }
                customerEmail: string
                customerId: string
                id: string
                /** @enum {string} */
                kind: 'add' | 'edit' | 'debit'
                requestedAt: string
                requestedBy: {
                  email: string
                  id: string
                  role: string
                }
                transactionId: string | null
                usdValue: string | null
                waitLimitUsd: string | null
                /** @enum {string} */
                waitReason: 'amount' | 'customer_daily_limit' | 'maker_daily_limit' | 'no_price'
              } | null
              message: string
              /** @enum {boolean} */
              success: true
              transaction: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                awaitingApproval: boolean
                createdBy: string | null
                id: string
                isHidden: boolean
                note: string | null
                recipientAddress: string | null
                requestId: string | null
                senderAddress: string | null
                sentAt: string
                /** @enum {string} */
                status: 'Pending' | 'Complete' | 'Failed'
                txid: string | null
                type: string | null
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/transactions/{transactionId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
          transactionId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            expectedStatus?: 'Pending' | 'Complete' | 'Failed'
            note?: string | null
            /** @enum {string} */
            status: 'Pending' | 'Complete' | 'Failed'
            /** @enum {string} */
            type: 'deposit' | 'withdrawal' | 'adjustment' | 'swap' | 'none'
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              approval: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                canDecide: boolean
                change: {
                  [key: string]: unknown
                }
                customerEmail: string
                customerId: string
                id: string
                /** @enum {string} */
                kind: 'add' | 'edit' | 'debit'
                requestedAt: string
                requestedBy: {
                  email: string
                  id: string
                  role: string
                }
                transactionId: string | null
                usdValue: string | null
                waitLimitUsd: string | null
                /** @enum {string} */
                waitReason: 'amount' | 'customer_daily_limit' | 'maker_daily_limit' | 'no_price'
              } | null
              message: string
              /** @enum {boolean} */
              success: true
              transaction: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                awaitingApproval: boolean
                createdBy: string | null
                id: string
                isHidden: boolean
                note: string | null
                recipientAddress: string | null
                requestId: string | null
                senderAddress: string | null
                sentAt: string
                /** @enum {string} */
                status: 'Pending' | 'Complete' | 'Failed'
                txid: string | null
                type: string | null
              } | null
            }
          }
        }
      }
    }
    trace?: never
  }
  '/api/customers/{customerId}/unban': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/unfreeze': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/wallets': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              wallets: {
                address: string | null
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                available: string
                balance: string
                name: string
                onChain?: {
                  confirmations: number
                }
                pendingDeposits: string
                pendingWithdrawals: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/withdrawal-addresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              addresses: {
                address: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                createdAt: string
                id: string
                label: string | null
                /** @enum {string} */
                state: 'awaiting_confirmation' | 'locked' | 'usable'
                usableAt: string | null
              }[]
              enabled: boolean
              lockHours: number
              turnsOffAt: string | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/customers/{customerId}/worker': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          customerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            workerId: string | null
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              assignedWorkerId: string | null
              message: string
              ticketsMoved: number
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/events': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Server-Sent Events: transaction, announcement and work events, and a heartbeat */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'text/event-stream': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/health': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              db: 'pglite' | 'postgres'
              /** @enum {string} */
              status: 'ok'
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/health/live': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'live'
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/health/ready': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              checks: {
                /** @enum {string} */
                database: 'ok' | 'failing' | 'off'
                /** @enum {string} */
                jobs: 'ok' | 'failing' | 'off'
                /** @enum {string} */
                migrations: 'ok' | 'failing' | 'off'
              }
              /** @enum {string} */
              phase: 'starting' | 'ready' | 'stopping'
              /** @enum {string} */
              status: 'ready' | 'not_ready'
            }
          }
        }
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              checks: {
                /** @enum {string} */
                database: 'ok' | 'failing' | 'off'
                /** @enum {string} */
                jobs: 'ok' | 'failing' | 'off'
                /** @enum {string} */
                migrations: 'ok' | 'failing' | 'off'
              }
              /** @enum {string} */
              phase: 'starting' | 'ready' | 'stopping'
              /** @enum {string} */
              status: 'ready' | 'not_ready'
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/kyc': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description KycBasicDetails as JSON text: firstName, lastName, dob, country, city, postalCode, fullAddress */
            basicDetails: string
            /**
             * Format: binary
             * @description The identity document: PNG, JPEG or PDF
             */
            identityDoc: Blob
            /**
             * Format: binary
             * @description The proof of residence: PNG, JPEG or PDF
             */
            residenceDoc: Blob
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              kyc_status: 'not_started' | 'pending' | 'verified' | 'rejected'
            }
          }
        }
        /** @description Too many requests of this kind from this account, or from this address when signed out: `code` is RATE_LIMITED */
        429: {
          headers: {
            /** @description Seconds until the limit lets a request through again */
            'Retry-After'?: number
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/kyc/documents/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          expires?: string
          sig?: string
        }
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description The document as it was uploaded */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/pdf': string
            'image/jpeg': string
            'image/png': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/manager/announcements': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            message: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              announcement: {
                created_at: string
                id: string
                manager_id: string
                message: string
              }
              error: null
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/manager/users': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: number
          perPage?: number
          searchQuery?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              totalCount: number
              users: {
                assigned_worker_name: string | null
                created_at: string
                email: string
                full_name: string | null
                id: string
                kyc_status: ('not_started' | 'pending' | 'verified' | 'rejected') | null
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/manager/workers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              page: number
              pageSize: number
              total: number
              workers: {
                created_at: string
                customers: number
                email: string
                full_name: string | null
                id: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            email: string
            fullName: string
            password: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              id: string
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/manager/workers/{id}/reset-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              temporaryPassword: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/notifications': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              items: {
                createdAt: string
                id: string
                /** @enum {string} */
                kind: 'notification' | 'deposit'
                message: string
                read: boolean
                transactionId: string | null
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/notifications/read-all': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/openapi.json': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** This description (OpenAPI 3.1) */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              [key: string]: unknown
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/payment-methods': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              lock_hours: number
              paymentMethods: {
                bank_last4: string | null
                bank_name: string | null
                card_brand: string | null
                card_holder_name: string | null
                created_at: string
                expiry_date: string | null
                id: string
                last4: string | null
                locked_until: string | null
                notes: string | null
                /** @enum {string} */
                type: 'credit_card' | 'bank_account'
                user_id: string
              }[]
              step_up_required: boolean
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json':
            | {
                cardHolderName: string
                cardNumber: string
                cvv?: string | null
                expiryDate: string
                notes?: string | null
                password?: string
                secondFactorCode?: string
                /** @enum {string} */
                type: 'credit_card'
              }
            | {
                account_number: string
                bank_name: string
                notes?: string | null
                password?: string
                secondFactorCode?: string
                /** @enum {string} */
                type: 'bank_account'
              }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              bank_last4: string | null
              bank_name: string | null
              card_brand: string | null
              card_holder_name: string | null
              created_at: string
              expiry_date: string | null
              id: string
              last4: string | null
              locked_until: string | null
              notes: string | null
              /** @enum {string} */
              type: 'credit_card' | 'bank_account'
              user_id: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/payment-methods/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/payments/buying-links': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              items: {
                createdAt: string
                id: string
                logoUrl: string | null
                name: string
                url: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/payments/deposits': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amount: string
            /** Format: uuid */
            paymentMethodId: string
            /** @enum {string} */
            tokenId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              fee: string
              transaction: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                id: string
                note: string | null
                recipientAddress: string | null
                requestId: string | null
                senderAddress: string | null
                sentAt: string
                /** @enum {string} */
                status: 'Pending' | 'Complete' | 'Failed'
                swap: {
                  from: {
                    amount: string
                    /** @enum {string} */
                    assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                    status: string
                    transactionId: string
                  }
                  requestId: string
                  to: {
                    amount: string
                    /** @enum {string} */
                    assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                    status: string
                    transactionId: string
                  } | null
                } | null
                txid: string | null
                type: string | null
              }
            }
          }
        }
        /** @description Too many requests of this kind from this account, or from this address when signed out: `code` is RATE_LIMITED */
        429: {
          headers: {
            /** @description Seconds until the limit lets a request through again */
            'Retry-After'?: number
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/payments/withdrawals': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amount: string
            /** Format: uuid */
            paymentMethodId: string
            /** @enum {string} */
            tokenId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              fee: string
              transaction: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                id: string
                note: string | null
                recipientAddress: string | null
                requestId: string | null
                senderAddress: string | null
                sentAt: string
                /** @enum {string} */
                status: 'Pending' | 'Complete' | 'Failed'
                swap: {
                  from: {
                    amount: string
                    /** @enum {string} */
                    assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                    status: string
                    transactionId: string
                  }
                  requestId: string
                  to: {
                    amount: string
                    /** @enum {string} */
                    assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                    status: string
                    transactionId: string
                  } | null
                } | null
                txid: string | null
                type: string | null
              }
            }
          }
        }
        /** @description Too many requests of this kind from this account, or from this address when signed out: `code` is RATE_LIMITED */
        429: {
          headers: {
            /** @description Seconds until the limit lets a request through again */
            'Retry-After'?: number
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/payouts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              batches: {
                approvedAt: string | null
                approvedBy: string | null
                canApprove: boolean
                createdAt: string
                createdBy: string
                createdByName: string | null
                exportedAt: string | null
                /** Format: uuid */
                id: string
                payouts: {
                  amount: string
                  /** @enum {string} */
                  asset: 'ETH' | 'USDT' | 'BNB'
                  batchId: string | null
                  customerEmail: string
                  customerId: string
                  /** Format: uuid */
                  id: string
                  queuedAt: string
                  recipient: string
                  returnReason: string | null
                  /** @enum {string} */
                  state: 'awaiting_batch' | 'in_batch' | 'approved' | 'exported' | 'broadcast' | 'confirmed' | 'returned' | 'failed'
                  /** Format: uuid */
                  transactionId: string
                  txHash: string | null
                }[]
                /** @enum {string} */
                state: 'building' | 'approved' | 'exported' | 'broadcast' | 'closed'
              }[]
              queue: {
                amount: string
                /** @enum {string} */
                asset: 'ETH' | 'USDT' | 'BNB'
                batchId: string | null
                customerEmail: string
                customerId: string
                /** Format: uuid */
                id: string
                queuedAt: string
                recipient: string
                returnReason: string | null
                /** @enum {string} */
                state: 'awaiting_batch' | 'in_batch' | 'approved' | 'exported' | 'broadcast' | 'confirmed' | 'returned' | 'failed'
                /** Format: uuid */
                transactionId: string
                txHash: string | null
              }[]
              returned: {
                amount: string
                /** @enum {string} */
                asset: 'ETH' | 'USDT' | 'BNB'
                batchId: string | null
                customerEmail: string
                customerId: string
                /** Format: uuid */
                id: string
                queuedAt: string
                recipient: string
                returnReason: string | null
                /** @enum {string} */
                state: 'awaiting_batch' | 'in_batch' | 'approved' | 'exported' | 'broadcast' | 'confirmed' | 'returned' | 'failed'
                /** Format: uuid */
                transactionId: string
                txHash: string | null
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/payouts/{payoutId}/requeue': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          payoutId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            reason: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              payout: {
                amount: string
                /** @enum {string} */
                asset: 'ETH' | 'USDT' | 'BNB'
                batchId: string | null
                customerEmail: string
                customerId: string
                /** Format: uuid */
                id: string
                queuedAt: string
                recipient: string
                returnReason: string | null
                /** @enum {string} */
                state: 'awaiting_batch' | 'in_batch' | 'approved' | 'exported' | 'broadcast' | 'confirmed' | 'returned' | 'failed'
                /** Format: uuid */
                transactionId: string
                txHash: string | null
              }
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/payouts/batches': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            payoutIds: string[]
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              batch: {
                approvedAt: string | null
                approvedBy: string | null
                canApprove: boolean
                createdAt: string
                createdBy: string
                createdByName: string | null
                exportedAt: string | null
                /** Format: uuid */
                id: string
                payouts: {
                  amount: string
                  /** @enum {string} */
                  asset: 'ETH' | 'USDT' | 'BNB'
                  batchId: string | null
                  customerEmail: string
                  customerId: string
                  /** Format: uuid */
                  id: string
                  queuedAt: string
                  recipient: string
                  returnReason: string | null
                  /** @enum {string} */
                  state: 'awaiting_batch' | 'in_batch' | 'approved' | 'exported' | 'broadcast' | 'confirmed' | 'returned' | 'failed'
                  /** Format: uuid */
                  transactionId: string
                  txHash: string | null
                }[]
                /** @enum {string} */
                state: 'building' | 'approved' | 'exported' | 'broadcast' | 'closed'
              }
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/payouts/batches/{batchId}/approve': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          batchId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              batch: {
                approvedAt: string | null
                approvedBy: string | null
                canApprove: boolean
                createdAt: string
                createdBy: string
                createdByName: string | null
                exportedAt: string | null
                /** Format: uuid */
                id: string
                payouts: {
                  amount: string
                  /** @enum {string} */
                  asset: 'ETH' | 'USDT' | 'BNB'
                  batchId: string | null
                  customerEmail: string
                  customerId: string
                  /** Format: uuid */
                  id: string
                  queuedAt: string
                  recipient: string
                  returnReason: string | null
                  /** @enum {string} */
                  state: 'awaiting_batch' | 'in_batch' | 'approved' | 'exported' | 'broadcast' | 'confirmed' | 'returned' | 'failed'
                  /** Format: uuid */
                  transactionId: string
                  txHash: string | null
                }[]
                /** @enum {string} */
                state: 'building' | 'approved' | 'exported' | 'broadcast' | 'closed'
              }
              message: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/prices': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              ADA: {
                price: string
              }
              BNB: {
                price: string
              }
              BTC: {
                changePercent24Hr: string
                price: string
              }
              DOGE: {
                price: string
              }
              DOT: {
                price: string
              }
              ETH: {
                changePercent24Hr: string
                price: string
              }
              LTC: {
                price: string
              }
              SOL: {
                price: string
              }
              USDT: {
                price: string
              }
              XRP: {
                price: string
              }
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/prices/history': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query: {
          asset: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
          hours?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              asset: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
              points: {
                price: string
                time: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/profile': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              banned_until: string | null
              buy_disabled_note: string | null
              can_buy: boolean
              can_sell: boolean
              can_send: boolean
              can_stake: boolean
              can_swap: boolean
              city: string | null
              country: string | null
              created_at: string
              dashboard_note: string | null
              dob: string | null
              email: string
              first_name: string | null
              full_address: string | null
              full_name: string | null
              kyc_rejection_reason: string | null
              /** @enum {string} */
              kyc_status: 'not_started' | 'pending' | 'verified' | 'rejected'
              last_name: string | null
              postal_code: string | null
              recovery_hold_until: string | null
              sell_disabled_note: string | null
              send_disabled_note: string | null
              stake_disabled_note: string | null
              swap_disabled_note: string | null
              user_id: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/proof-of-reserves': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              assets: {
                /** @enum {string} */
                asset: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                declaredAt: string | null
                liabilities: string
                ratio: string | null
                reserves: string | null
                /** @enum {string} */
                source: 'declared' | 'on-chain' | 'none'
              }[]
              latest: {
                assets: string[]
                depth: number
                onChain: {
                  accountPath: string
                  addressCount: number
                  assets: {
                    asset: string
                    contract: string | null
                    decimals: number
                    held: string
                    verified: string
                  }[]
                  blockHash: string
                  blockNumber: string
                  chain: string
                  chainId: number
                  download: string
                  message: string
                  signedAt: string | null
                } | null
                root: string
                snapshotId: string
                statement: {
                  publicKey: string
                  signature: string
                  text: string
                }
                takenAt: string
                totals: string[]
              } | null
              snapshots: {
                root: string
                scheduled: boolean
                snapshotId: string
                takenAt: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/proof-of-reserves/latest': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              assets: string[]
              depth: number
              onChain: {
                accountPath: string
                addressCount: number
                assets: {
                  asset: string
                  contract: string | null
                  decimals: number
                  held: string
                  verified: string
                }[]
                blockHash: string
                blockNumber: string
                chain: string
                chainId: number
                download: string
                message: string
                signedAt: string | null
              } | null
              root: string
              snapshotId: string
              statement: {
                publicKey: string
                signature: string
                text: string
              }
              takenAt: string
              totals: string[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/proof-of-reserves/proof': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          snapshotId?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              accountId: string
              assets: string[]
              leaf: {
                balances: string[]
                salt: string
              }
              path: {
                hash: string
                /** @enum {string} */
                side: 'left' | 'right'
                sums: string[]
              }[]
              snapshotId: string
              takenAt: string
              /** @enum {number} */
              version: 1
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/proof-of-reserves/snapshots/{snapshotId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          snapshotId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              assets: string[]
              depth: number
              onChain: {
                accountPath: string
                addressCount: number
                assets: {
                  asset: string
                  contract: string | null
                  decimals: number
                  held: string
                  verified: string
                }[]
                blockHash: string
                blockNumber: string
                chain: string
                chainId: number
                download: string
                message: string
                signedAt: string | null
              } | null
              root: string
              snapshotId: string
              statement: {
                publicKey: string
                signature: string
                text: string
              }
              takenAt: string
              totals: string[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/proof-of-reserves/snapshots/{snapshotId}/addresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          limit?: number
          offset?: number
        }
        header?: never
        path: {
          snapshotId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              addresses: {
                address: string
                balances: {
                  [key: string]: string
                }
                branch: number
                index: number
                /** @enum {string} */
                place: 'treasury' | 'deposit'
                signature: string | null
                verified: boolean
              }[]
              limit: number
              offset: number
              total: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/proof-of-reserves/snapshots/{snapshotId}/addresses.json': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          snapshotId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              accountPath: string
              addressCount: number
              addresses: {
                address: string
                balances: {
                  [key: string]: string
                }
                branch: number
                index: number
                /** @enum {string} */
                place: 'treasury' | 'deposit'
                signature: string | null
                verified: boolean
              }[]
              assets: {
                asset: string
                contract: string | null
                decimals: number
                held: string
                verified: string
              }[]
              blockHash: string
              blockNumber: string
              chain: string
              chainId: number
              message: string
              signedAt: string | null
              snapshotId: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/anti-phishing-code': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              isSet: boolean
            }
          }
        }
      }
    }
    put: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            antiPhishingCode: string | null
            secondFactorCode: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/anti-phishing-code/reveal': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            password: string
            secondFactorCode: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              antiPhishingCode: string | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/freeze': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              frozen: boolean
              frozenAt: string | null
              unfreezeFrom: string | null
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            password: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/login-history': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              entries: {
                id: string
                ip_address: string | null
                timestamp: string
                user_agent: string | null
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/mfa': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              activeMfaMethod: 'totp' | 'email' | 'none'
              totpPending: boolean
              twoFactorEnabled: boolean
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/mfa/email/disable': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            password: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/mfa/email/send-code': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/mfa/email/verify': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            code: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/mfa/totp/cancel': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/mfa/totp/remove': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            password: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/mfa/totp/start': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              secret: string
              totpURI: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/mfa/totp/verify': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            code: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/passkeys': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              passkeys: {
                backedUp: boolean
                createdAt: string
                /** @enum {string} */
                deviceType: 'singleDevice' | 'multiDevice'
                id: string
                lastUsedAt: string | null
                name: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            credential: {
              /** @enum {string} */
              authenticatorAttachment?: 'platform' | 'cross-platform'
              /** @default {} */
              clientExtensionResults?: {
                [key: string]: unknown
              }
              id: string
              rawId: string
              response: {
                attestationObject: string
                authenticatorData?: string
                clientDataJSON: string
                publicKey?: string
                publicKeyAlgorithm?: number
                transports?: string[]
              }
              /** @enum {string} */
              type: 'public-key'
            }
            name: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              backedUp: boolean
              createdAt: string
              /** @enum {string} */
              deviceType: 'singleDevice' | 'multiDevice'
              id: string
              lastUsedAt: string | null
              name: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/passkeys/{passkeyId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          passkeyId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            name: string
            password: string
            secondFactorCode: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              backedUp: boolean
              createdAt: string
              /** @enum {string} */
              deviceType: 'singleDevice' | 'multiDevice'
              id: string
              lastUsedAt: string | null
              name: string
            }
          }
        }
      }
    }
    trace?: never
  }
  '/api/security/passkeys/{passkeyId}/remove': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          passkeyId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            password: string
            secondFactorCode: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/passkeys/registration-options': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            password: string
            secondFactorCode: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              challenge: string
            } & {
              [key: string]: unknown
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/second-factor/email-code': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/sessions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              sessions: {
                browser: string
                current: boolean
                firstSeen: string
                id: string
                ipAddress: string | null
                lastSeen: string
                place: string | null
                system: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/sessions/{sessionId}/end': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          sessionId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              sessionsEnded: number
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/sessions/end-others': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              sessionsEnded: number
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/verify-and-update-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json':
            | {
                newPassword?: string
                oldPassword: string
                /** @enum {boolean} */
                verifyOnly: true
              }
            | {
                newPassword: string
                oldPassword: string
                /** @enum {boolean} */
                verifyOnly?: false
              }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              error: string | null
              message?: string
              success: boolean
            }
          }
        }
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /**
               * @description What went wrong, for code to act on.
               * @enum {string}
               */
              code:
                | 'VALIDATION_FAILED'
                | 'INVALID_JSON'
                | 'BODY_TOO_LARGE'
                | 'UNSUPPORTED_MEDIA_TYPE'
                | 'UNAUTHENTICATED'
                | 'FORBIDDEN'
                | 'NOT_FOUND'
                | 'RATE_LIMITED'
                | 'IDEMPOTENCY_KEY_REUSED'
                | 'IDEMPOTENCY_IN_PROGRESS'
                | 'INTERNAL'
                | 'FOREIGN_ORIGIN'
                | 'DATE_OUT_OF_RANGE'
                | 'FORMAT_CHARACTERS'
                | 'SHUTTING_DOWN'
                | 'DATABASE_UNAVAILABLE'
                | 'DATABASE_TIMEOUT'
                | 'METRICS_TOKEN_REQUIRED'
                | 'ADDRESS_FROM_CHAIN'
                | 'PROFILE_ROLE_DENIED'
                | 'PROFILE_ACCESS_DENIED'
                | 'PRICES_UNAVAILABLE'
                | 'SWAP_INVALID_AMOUNT'
                | 'SWAP_INSUFFICIENT_BALANCE'
                | 'SWAP_DISABLED'
                | 'STAKE_NOT_ALLOWED'
                | 'STAKE_PLAN_MISSING'
                | 'STAKE_INSUFFICIENT_BALANCE'
                | 'STAKE_BELOW_MIN'
                | 'STAKE_ABOVE_MAX'
                | 'INSUFFICIENT_FUNDS'
                | 'SEND_DISABLED'
                | 'DEPOSITS_NOT_PERMITTED'
                | 'WITHDRAWALS_NOT_PERMITTED'
                | 'DEPOSIT_NEEDS_CARD'
                | 'AMOUNT_TOO_LARGE'
                | 'AMOUNT_OUT_OF_RANGE'
                | 'SENT_AT_OUT_OF_RANGE'
                | 'LOGO_DIMENSIONS'
                | 'URL_CREDENTIALS'
                | 'URL_WITHOUT_HOST'
                | 'INVALID_CREDENTIALS'
                | 'EMAIL_NOT_CONFIRMED'
                | 'BANNED'
                | 'CAPTCHA_REQUIRED'
                | 'CAPTCHA_FAILED'
                | 'EMAIL_TAKEN'
                | 'INVALID_CODE'
                | 'NO_AUTHENTICATOR'
                | 'SESSION_LOST'
                | 'EMAIL_CODE_SEND_FAILED'
                | 'MFA_FAILED'
                | 'RESET_LINK_INVALID'
                | 'PASSWORD_REQUIREMENTS'
                | 'PASSWORD_CHANGE_REQUIRED'
                | 'ACCOUNT_FROZEN'
                | 'SESSION_NOT_FOUND'
                | 'FREEZE_LINK_INVALID'
                | 'ALREADY_FROZEN'
                | 'NOT_FROZEN'
                | 'UNFREEZE_TOO_EARLY'
                | 'PASSWORD_UNCHANGED'
                | 'AUTHENTICATOR_REQUIRED'
                | 'STAFF_AUTHENTICATOR_ONLY'
                | 'PASSKEY_INVALID'
                | 'PASSKEY_UNKNOWN'
                | 'PASSKEY_NOT_VERIFIED'
                | 'PASSKEY_PASSWORD_CHANGE_REQUIRED'
                | 'PASSKEY_NOT_FOUND'
                | 'PASSKEY_ALREADY_REGISTERED'
                | 'PASSKEY_LIMIT'
                | 'PASSKEY_LAST_SIGN_IN'
                | 'KYC_NOT_SUBMITTABLE'
                | 'KYC_DOCUMENTS_MISSING'
                | 'KYC_DOCUMENT_TOO_LARGE'
                | 'KYC_DOCUMENT_TYPE'
                | 'KYC_LINK_INVALID'
                | 'PAYMENT_METHOD_NOT_FOUND'
                | 'PAYMENT_METHOD_STEP_UP_REQUIRED'
                | 'PAYMENT_METHOD_LOCKED'
                | 'PASSWORD_VERIFICATION_FAILED'
                | 'INVALID_EMAIL_CODE'
                | 'EMAIL_SEND_FAILED'
                | 'MFA_METHOD_CONFLICT'
                | 'NO_TOTP_FACTOR'
                | 'TICKET_NOT_FOUND'
                | 'SECOND_FACTOR_REQUIRED'
                | 'SECOND_FACTOR_INVALID'
                | 'WITHDRAWAL_ADDRESS_NOT_FOUND'
                | 'WITHDRAWAL_ADDRESS_EXISTS'
                | 'WITHDRAWAL_ADDRESS_LIMIT'
                | 'WITHDRAWAL_ADDRESS_CONFIRMED'
                | 'ADDRESS_CONFIRMATION_INVALID'
                | 'ADDRESS_NOT_ALLOWED'
                | 'ADDRESS_LOCKED'
                | 'TICKET_LOGIN_REQUIRED'
                | 'TICKET_AWAITING_SUPPORT'
                | 'STAFF_NOT_FOUND'
                | 'WORKER_NOT_FOUND'
                | 'MANAGER_REQUIRED'
                | 'OWN_ACCOUNT'
                | 'STAFF_EMAIL_TAKEN'
                | 'ASSIGNMENT_UNCHANGED'
                | 'CLAIM_CONFLICT'
                | 'KYC_NOT_PENDING'
                | 'EMAIL_ALREADY_CONFIRMED'
                | 'TRANSACTION_NOT_FOUND'
                | 'STAKE_LEG_LOCKED'
                | 'APPROVAL_PENDING'
                | 'WORK_QUEUE_DENIED'
                | 'TRANSACTION_ALREADY_DECIDED'
                | 'SECOND_PERSON_LINKED'
                | 'APPROVAL_NOT_FOUND'
                | 'OWN_CREDIT_APPROVAL'
                | 'PAYOUT_ON_CHAIN'
                | 'PAYOUT_IN_APPROVED_BATCH'
                | 'PAYOUT_AMOUNT_NOT_EXACT'
                | 'RESERVES_ALREADY_PROVEN'
                | 'CHAIN_UNAVAILABLE'
                | 'PAYOUT_NOT_FOUND'
                | 'PAYOUT_NOT_QUEUED'
                | 'PAYOUT_NOT_RETURNED'
                | 'BATCH_NOT_FOUND'
                | 'BATCH_NOT_BUILDING'
                | 'OWN_BATCH_APPROVAL'
                | 'BATCH_APPROVER_LINKED'
                | 'NO_SECOND_FACTOR'
                | 'FACTOR_RESET_PENDING'
                | 'FACTOR_RESET_NOT_FOUND'
                | 'OWN_FACTOR_RESET'
                | 'FACTOR_RESET_LINKED'
                | 'FACTOR_RESET_RECENT_CHANGE'
                | 'FACTOR_RESET_STAFF_PASSWORD'
                | 'RECOVERY_HOLD'
                | 'LOGO_TOO_LARGE'
                | 'LOGO_NOT_PNG'
              /** @description The message to show, in the words of the specification. */
              error: string
              /** @description Present when `error` is a sentence with values in it (a time, a file’s name). */
              params?: {
                key: string
                values: {
                  [key: string]: string
                }
              }
              /** @description The server's id of the request, as in the X-Request-Id header and the log. */
              requestId: string
              /** @enum {boolean} */
              success?: false
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/withdrawal-addresses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              addresses: {
                address: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                createdAt: string
                id: string
                label: string | null
                /** @enum {string} */
                state: 'awaiting_confirmation' | 'locked' | 'usable'
                usableAt: string | null
              }[]
              enabled: boolean
              lockHours: number
              turnsOffAt: string | null
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            address: string
            /** @enum {string} */
            assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
            label?: string
            secondFactorCode: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              address: {
                address: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                createdAt: string
                id: string
                label: string | null
                /** @enum {string} */
                state: 'awaiting_confirmation' | 'locked' | 'usable'
                usableAt: string | null
              }
              message: string
              /** @description The sentence’s key in the shared `WORDED_MESSAGES` and its values, so that a client in another language can word it; the words stay in English. */
              params?: {
                key: string
                values: {
                  [key: string]: string
                }
              }
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/withdrawal-addresses/{addressId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          addressId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/withdrawal-addresses/{addressId}/confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          addressId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            code: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              address: {
                address: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                createdAt: string
                id: string
                label: string | null
                /** @enum {string} */
                state: 'awaiting_confirmation' | 'locked' | 'usable'
                usableAt: string | null
              }
              message: string
              /** @description The sentence’s key in the shared `WORDED_MESSAGES` and its values, so that a client in another language can word it; the words stay in English. */
              params?: {
                key: string
                values: {
                  [key: string]: string
                }
              }
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/security/withdrawal-allowlist': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            enabled: boolean
            secondFactorCode: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              /** @description The sentence’s key in the shared `WORDED_MESSAGES` and its values, so that a client in another language can word it; the words stay in English. */
              params?: {
                key: string
                values: {
                  [key: string]: string
                }
              }
              state: {
                addresses: {
                  address: string
                  /** @enum {string} */
                  assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                  createdAt: string
                  id: string
                  label: string | null
                  /** @enum {string} */
                  state: 'awaiting_confirmation' | 'locked' | 'usable'
                  usableAt: string | null
                }[]
                enabled: boolean
                lockHours: number
                turnsOffAt: string | null
              }
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/session': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              pendingSecondFactor: ('totp' | 'email') | null
              user: {
                /** @enum {string} */
                activeMfaMethod: 'totp' | 'email' | 'none'
                authenticatorRequired: boolean
                email: string
                fullName: string | null
                id: string
                /** @enum {string} */
                locale?: 'en' | 'es' | 'ar'
                requiresPasswordChange: boolean
                /** @enum {string} */
                role: 'USER' | 'WORKER' | 'MANAGER' | 'ADMIN'
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/stakes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amount: string
            /** @enum {string} */
            assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
            durationDays: number
            rate: string | number
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              stake: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                durationDays: number
                estimatedEarnings: string
                id: string
                payoutAmount: string
                payoutAt: string
                rate: string
                startedAt: string
                /** @enum {string} */
                status: 'Holding'
              }
            }
          }
        }
        /** @description Too many requests of this kind from this account, or from this address when signed out: `code` is RATE_LIMITED */
        429: {
          headers: {
            /** @description Seconds until the limit lets a request through again */
            'Retry-After'?: number
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/stakes/active': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              stakes: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                durationDays: number
                estimatedEarnings: string
                id: string
                payoutAmount: string
                payoutAt: string
                rate: string
                startedAt: string
                /** @enum {string} */
                status: 'Holding'
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/stakes/plans': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              plans: {
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                options: {
                  durationDays: number
                  max: string
                  min: string
                  rate: string
                }[]
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/swaps': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            fromAmount: string
            /** @enum {string} */
            fromTokenId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
            /** @enum {string} */
            toTokenId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              fee: string
              feeUsd: string
              fromAmount: string
              fromPrice: string
              /** @enum {string} */
              fromTokenId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
              fromTransactionId: string
              grossToAmount: string
              /** @enum {string} */
              message: 'Your swap request has been submitted and is being processed. You can check the status in your transaction history.'
              rate: string
              requestId: string
              /** @enum {string} */
              status: 'Pending' | 'Complete' | 'Failed'
              toAmount: string
              toPrice: string
              /** @enum {string} */
              toTokenId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
              toTransactionId: string
            }
          }
        }
        /** @description Too many requests of this kind from this account, or from this address when signed out: `code` is RATE_LIMITED */
        429: {
          headers: {
            /** @description Seconds until the limit lets a request through again */
            'Retry-After'?: number
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/swaps/quote': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query: {
          fromAmount: string
          fromTokenId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
          toTokenId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              fee: string
              feeUsd: string
              fromAmount: string
              fromPrice: string
              /** @enum {string} */
              fromTokenId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
              grossToAmount: string
              rate: string
              toAmount: string
              toPrice: string
              /** @enum {string} */
              toTokenId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/tickets': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              page: number
              pageSize: number
              tickets: {
                created_at: string
                id: string
                message: string
                /** @enum {string} */
                status: 'open' | 'in_progress' | 'resolved'
                subject: string
                /** @enum {string} */
                urgency: 'low' | 'medium' | 'high'
                user_id: string
              }[]
              total: number
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            message: string
            subject: string
            /**
             * @default medium
             * @enum {string}
             */
            urgency?: 'low' | 'medium' | 'high'
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              created_at: string
              id: string
              message: string
              /** @enum {string} */
              status: 'open' | 'in_progress' | 'resolved'
              subject: string
              /** @enum {string} */
              urgency: 'low' | 'medium' | 'high'
              user_id: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/tickets/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              canReply: boolean
              responses: {
                created_at: string
                id: string
                is_from_worker: boolean
                message: string
                ticket_id: string
              }[]
              ticket: {
                created_at: string
                id: string
                message: string
                /** @enum {string} */
                status: 'open' | 'in_progress' | 'resolved'
                subject: string
                /** @enum {string} */
                urgency: 'low' | 'medium' | 'high'
                user_id: string
              }
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/tickets/{id}/responses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            message: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              created_at: string
              id: string
              is_from_worker: boolean
              message: string
              ticket_id: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/transactions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              items: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                id: string
                note: string | null
                recipientAddress: string | null
                requestId: string | null
                senderAddress: string | null
                sentAt: string
                /** @enum {string} */
                status: 'Pending' | 'Complete' | 'Failed'
                swap: {
                  from: {
                    amount: string
                    /** @enum {string} */
                    assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                    status: string
                    transactionId: string
                  }
                  requestId: string
                  to: {
                    amount: string
                    /** @enum {string} */
                    assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                    status: string
                    transactionId: string
                  } | null
                } | null
                txid: string | null
                type: string | null
              }[]
              page: number
              pageSize: number
              total: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/transactions/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              amount: string
              /** @enum {string} */
              assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
              id: string
              note: string | null
              recipientAddress: string | null
              requestId: string | null
              senderAddress: string | null
              sentAt: string
              /** @enum {string} */
              status: 'Pending' | 'Complete' | 'Failed'
              swap: {
                from: {
                  amount: string
                  /** @enum {string} */
                  assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                  status: string
                  transactionId: string
                }
                requestId: string
                to: {
                  amount: string
                  /** @enum {string} */
                  assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                  status: string
                  transactionId: string
                } | null
              } | null
              txid: string | null
              type: string | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/transactions/recent': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              items: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                id: string
                note: string | null
                recipientAddress: string | null
                requestId: string | null
                senderAddress: string | null
                sentAt: string
                /** @enum {string} */
                status: 'Pending' | 'Complete' | 'Failed'
                swap: {
                  from: {
                    amount: string
                    /** @enum {string} */
                    assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                    status: string
                    transactionId: string
                  }
                  requestId: string
                  to: {
                    amount: string
                    /** @enum {string} */
                    assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                    status: string
                    transactionId: string
                  } | null
                } | null
                txid: string | null
                type: string | null
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/transactions/statement.csv': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description The statement: every ledger row of the caller */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'text/csv': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/wallets': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              wallets: {
                address: string | null
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                available: string
                balance: string
                name: string
                onChain?: {
                  confirmations: number
                }
                pendingDeposits: string
                pendingWithdrawals: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/wallets/deposits': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              deposits: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                confirmations: number
                /** Format: uuid */
                id: string
                required: number
                /** Format: date-time */
                seenAt: string
                /** @enum {string} */
                status: 'pending' | 'credited'
                txHash: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/wallets/send': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amount: string
            /** @enum {string} */
            assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
            recipientAddress: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              transaction: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                id: string
                note: string | null
                recipientAddress: string | null
                requestId: string | null
                senderAddress: string | null
                sentAt: string
                /** @enum {string} */
                status: 'Pending' | 'Complete' | 'Failed'
                swap: {
                  from: {
                    amount: string
                    /** @enum {string} */
                    assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                    status: string
                    transactionId: string
                  }
                  requestId: string
                  to: {
                    amount: string
                    /** @enum {string} */
                    assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                    status: string
                    transactionId: string
                  } | null
                } | null
                txid: string | null
                type: string | null
              }
            }
          }
        }
        /** @description Too many requests of this kind from this account, or from this address when signed out: `code` is RATE_LIMITED */
        429: {
          headers: {
            /** @description Seconds until the limit lets a request through again */
            'Retry-After'?: number
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/work/{queue}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          asset?: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
          minAgeMinutes?: string
          minAmount?: string
          page?: string
          pageSize?: string
        }
        header?: never
        path: {
          queue: 'transactions' | 'kyc' | 'approvals' | 'resets' | 'tickets' | 'unclaimed'
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              items: {
                amount: string | null
                assetId: ('BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC') | null
                customerEmail: string
                customerId: string
                id: string
                /** @enum {string} */
                kind: 'withdrawal' | 'deposit' | 'send' | 'kyc' | 'approval' | 'factor_reset' | 'ticket' | 'unclaimed'
                /** @enum {string} */
                queue: 'transactions' | 'kyc' | 'approvals' | 'resets' | 'tickets' | 'unclaimed'
                since: string
                title: string | null
                txType: string | null
              }[]
              more: boolean
              page: number
              pageSize: number
              /** @enum {string} */
              queue: 'transactions' | 'kyc' | 'approvals' | 'resets' | 'tickets' | 'unclaimed'
              total: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/work/approvals/requests': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          asset?: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
          minAgeMinutes?: string
          minAmount?: string
          page?: string
          pageSize?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              approvals: {
                amount: string
                /** @enum {string} */
                assetId: 'BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC'
                canDecide: boolean
                change: {
                  [key: string]: unknown
                }
                customerEmail: string
                customerId: string
                id: string
                /** @enum {string} */
                kind: 'add' | 'edit' | 'debit'
                requestedAt: string
                requestedBy: {
                  email: string
                  id: string
                  role: string
                }
                transactionId: string | null
                usdValue: string | null
                waitLimitUsd: string | null
                /** @enum {string} */
                waitReason: 'amount' | 'customer_daily_limit' | 'maker_daily_limit' | 'no_price'
              }[]
              more: boolean
              page: number
              pageSize: number
              total: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/work/summary': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              more: boolean
              queues: {
                count: number
                items: {
                  amount: string | null
                  assetId: ('BTC' | 'ETH' | 'USDT' | 'BNB' | 'SOL' | 'XRP' | 'ADA' | 'DOGE' | 'DOT' | 'LTC') | null
                  customerEmail: string
                  customerId: string
                  id: string
                  /** @enum {string} */
                  kind: 'withdrawal' | 'deposit' | 'send' | 'kyc' | 'approval' | 'factor_reset' | 'ticket' | 'unclaimed'
                  /** @enum {string} */
                  queue: 'transactions' | 'kyc' | 'approvals' | 'resets' | 'tickets' | 'unclaimed'
                  since: string
                  title: string | null
                  txType: string | null
                }[]
                more: boolean
                /** @enum {string} */
                queue: 'transactions' | 'kyc' | 'approvals' | 'resets' | 'tickets' | 'unclaimed'
              }[]
              total: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/worker/announcements': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              announcements: {
                created_at: string
                id: string
                manager_id: string
                message: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/worker/claim-user': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            userIdToClaim: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              error: null
              message: string
              /** @enum {boolean} */
              success: true
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/worker/search-user': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            emailToSearch: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              user: {
                email: string
                id: string
                /** @enum {string} */
                role: 'USER' | 'WORKER' | 'MANAGER' | 'ADMIN'
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/worker/tickets': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: number
          status?: 'all' | 'open' | 'in_progress' | 'resolved'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              counts: {
                all: number
                in_progress: number
                open: number
                resolved: number
              }
              page: number
              pageSize: number
              tickets: {
                assigned_worker_id: string | null
                created_at: string
                id: string
                message: string
                /** @enum {string} */
                status: 'open' | 'in_progress' | 'resolved'
                subject: string
                /** @enum {string} */
                urgency: 'low' | 'medium' | 'high'
                user_id: string
              }[]
              total: number
              userEmails: {
                [key: string]: string
              }
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/worker/tickets/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              responses: {
                created_at: string
                id: string
                is_from_worker: boolean
                message: string
                ticket_id: string
                user_id: string
              }[]
              ticket: {
                assigned_worker_id: string | null
                created_at: string
                id: string
                message: string
                /** @enum {string} */
                status: 'open' | 'in_progress' | 'resolved'
                subject: string
                /** @enum {string} */
                urgency: 'low' | 'medium' | 'high'
                user_id: string
              }
              userEmail: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/worker/tickets/{id}/responses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            message: string
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              created_at: string
              id: string
              is_from_worker: boolean
              message: string
              ticket_id: string
              user_id: string
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/worker/tickets/{id}/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'open' | 'in_progress' | 'resolved'
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {boolean} */
              success: true
              ticket: {
                assigned_worker_id: string | null
                created_at: string
                id: string
                message: string
                /** @enum {string} */
                status: 'open' | 'in_progress' | 'resolved'
                subject: string
                /** @enum {string} */
                urgency: 'low' | 'medium' | 'high'
                user_id: string
              }
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/worker/users': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: number
          search?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              ownedUsers: {
                full_name: string | null
                /** @enum {string} */
                kyc_status: 'not_started' | 'pending' | 'verified' | 'rejected'
                profile_created_at: string
                profile_user_id: string
                user_email: string
              }[]
              page: number
              pageSize: number
              total: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/workers/{workerId}/reassign-customers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          workerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            toWorkerId: string | null
          }
        }
      }
      responses: {
        /** @description Refused: what was wrong, in `error` */
        '4XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Failed inside: a generic message and the request id to report */
        '5XX': {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApiError']
          }
        }
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              message: string
              results: {
                code: string | null
                customerId: string
                email: string
                error: string | null
                moved: boolean
              }[]
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    /** @description An error answer. */
    ApiError: {
      /**
       * @description What went wrong, for code to act on.
       * @enum {string}
       */
      code:
        | 'VALIDATION_FAILED'
        | 'INVALID_JSON'
        | 'BODY_TOO_LARGE'
        | 'UNSUPPORTED_MEDIA_TYPE'
        | 'UNAUTHENTICATED'
        | 'FORBIDDEN'
        | 'NOT_FOUND'
        | 'RATE_LIMITED'
        | 'IDEMPOTENCY_KEY_REUSED'
        | 'IDEMPOTENCY_IN_PROGRESS'
        | 'INTERNAL'
        | 'FOREIGN_ORIGIN'
        | 'DATE_OUT_OF_RANGE'
        | 'FORMAT_CHARACTERS'
        | 'SHUTTING_DOWN'
        | 'DATABASE_UNAVAILABLE'
        | 'DATABASE_TIMEOUT'
        | 'METRICS_TOKEN_REQUIRED'
        | 'ADDRESS_FROM_CHAIN'
        | 'PROFILE_ROLE_DENIED'
        | 'PROFILE_ACCESS_DENIED'
        | 'PRICES_UNAVAILABLE'
        | 'SWAP_INVALID_AMOUNT'
        | 'SWAP_INSUFFICIENT_BALANCE'
        | 'SWAP_DISABLED'
        | 'STAKE_NOT_ALLOWED'
        | 'STAKE_PLAN_MISSING'
        | 'STAKE_INSUFFICIENT_BALANCE'
        | 'STAKE_BELOW_MIN'
        | 'STAKE_ABOVE_MAX'
        | 'INSUFFICIENT_FUNDS'
        | 'SEND_DISABLED'
        | 'DEPOSITS_NOT_PERMITTED'
        | 'WITHDRAWALS_NOT_PERMITTED'
        | 'DEPOSIT_NEEDS_CARD'
        | 'AMOUNT_TOO_LARGE'
        | 'AMOUNT_OUT_OF_RANGE'
        | 'SENT_AT_OUT_OF_RANGE'
        | 'LOGO_DIMENSIONS'
        | 'URL_CREDENTIALS'
        | 'URL_WITHOUT_HOST'
        | 'INVALID_CREDENTIALS'
        | 'EMAIL_NOT_CONFIRMED'
        | 'BANNED'
        | 'CAPTCHA_REQUIRED'
        | 'CAPTCHA_FAILED'
        | 'EMAIL_TAKEN'
        | 'INVALID_CODE'
        | 'NO_AUTHENTICATOR'
        | 'SESSION_LOST'
        | 'EMAIL_CODE_SEND_FAILED'
        | 'MFA_FAILED'
        | 'RESET_LINK_INVALID'
        | 'PASSWORD_REQUIREMENTS'
        | 'PASSWORD_CHANGE_REQUIRED'
        | 'ACCOUNT_FROZEN'
        | 'SESSION_NOT_FOUND'
        | 'FREEZE_LINK_INVALID'
        | 'ALREADY_FROZEN'
        | 'NOT_FROZEN'
        | 'UNFREEZE_TOO_EARLY'
        | 'PASSWORD_UNCHANGED'
        | 'AUTHENTICATOR_REQUIRED'
        | 'STAFF_AUTHENTICATOR_ONLY'
        | 'PASSKEY_INVALID'
        | 'PASSKEY_UNKNOWN'
        | 'PASSKEY_NOT_VERIFIED'
        | 'PASSKEY_PASSWORD_CHANGE_REQUIRED'
        | 'PASSKEY_NOT_FOUND'
        | 'PASSKEY_ALREADY_REGISTERED'
        | 'PASSKEY_LIMIT'
        | 'PASSKEY_LAST_SIGN_IN'
        | 'KYC_NOT_SUBMITTABLE'
        | 'KYC_DOCUMENTS_MISSING'
        | 'KYC_DOCUMENT_TOO_LARGE'
        | 'KYC_DOCUMENT_TYPE'
        | 'KYC_LINK_INVALID'
        | 'PAYMENT_METHOD_NOT_FOUND'
        | 'PAYMENT_METHOD_STEP_UP_REQUIRED'
        | 'PAYMENT_METHOD_LOCKED'
        | 'PASSWORD_VERIFICATION_FAILED'
        | 'INVALID_EMAIL_CODE'
        | 'EMAIL_SEND_FAILED'
        | 'MFA_METHOD_CONFLICT'
        | 'NO_TOTP_FACTOR'
        | 'TICKET_NOT_FOUND'
        | 'SECOND_FACTOR_REQUIRED'
        | 'SECOND_FACTOR_INVALID'
        | 'WITHDRAWAL_ADDRESS_NOT_FOUND'
        | 'WITHDRAWAL_ADDRESS_EXISTS'
        | 'WITHDRAWAL_ADDRESS_LIMIT'
        | 'WITHDRAWAL_ADDRESS_CONFIRMED'
        | 'ADDRESS_CONFIRMATION_INVALID'
        | 'ADDRESS_NOT_ALLOWED'
        | 'ADDRESS_LOCKED'
        | 'TICKET_LOGIN_REQUIRED'
        | 'TICKET_AWAITING_SUPPORT'
        | 'STAFF_NOT_FOUND'
        | 'WORKER_NOT_FOUND'
        | 'MANAGER_REQUIRED'
        | 'OWN_ACCOUNT'
        | 'STAFF_EMAIL_TAKEN'
        | 'ASSIGNMENT_UNCHANGED'
        | 'CLAIM_CONFLICT'
        | 'KYC_NOT_PENDING'
        | 'EMAIL_ALREADY_CONFIRMED'
        | 'TRANSACTION_NOT_FOUND'
        | 'STAKE_LEG_LOCKED'
        | 'APPROVAL_PENDING'
        | 'WORK_QUEUE_DENIED'
        | 'TRANSACTION_ALREADY_DECIDED'
        | 'SECOND_PERSON_LINKED'
        | 'APPROVAL_NOT_FOUND'
        | 'OWN_CREDIT_APPROVAL'
        | 'PAYOUT_ON_CHAIN'
        | 'PAYOUT_IN_APPROVED_BATCH'
        | 'PAYOUT_AMOUNT_NOT_EXACT'
        | 'RESERVES_ALREADY_PROVEN'
        | 'CHAIN_UNAVAILABLE'
        | 'PAYOUT_NOT_FOUND'
        | 'PAYOUT_NOT_QUEUED'
        | 'PAYOUT_NOT_RETURNED'
        | 'BATCH_NOT_FOUND'
        | 'BATCH_NOT_BUILDING'
        | 'OWN_BATCH_APPROVAL'
        | 'BATCH_APPROVER_LINKED'
        | 'NO_SECOND_FACTOR'
        | 'FACTOR_RESET_PENDING'
        | 'FACTOR_RESET_NOT_FOUND'
        | 'OWN_FACTOR_RESET'
        | 'FACTOR_RESET_LINKED'
        | 'FACTOR_RESET_RECENT_CHANGE'
        | 'FACTOR_RESET_STAFF_PASSWORD'
        | 'RECOVERY_HOLD'
        | 'LOGO_TOO_LARGE'
        | 'LOGO_NOT_PNG'
      /** @description The message to show, in the words of the specification. */
      error: string
      /** @description Present when `error` is a sentence with values in it (a time, a file’s name). */
      params?: {
        key: string
        values: {
          [key: string]: string
        }
      }
      /** @description The server's id of the request, as in the X-Request-Id header and the log. */
      requestId: string
    }
    /** @description An error answer. */
    ApiErrorInput: {
      /**
       * @description What went wrong, for code to act on.
       * @enum {string}
       */
      code:
        | 'VALIDATION_FAILED'
        | 'INVALID_JSON'
        | 'BODY_TOO_LARGE'
        | 'UNSUPPORTED_MEDIA_TYPE'
        | 'UNAUTHENTICATED'
        | 'FORBIDDEN'
        | 'NOT_FOUND'
        | 'RATE_LIMITED'
        | 'IDEMPOTENCY_KEY_REUSED'
        | 'IDEMPOTENCY_IN_PROGRESS'
        | 'INTERNAL'
        | 'FOREIGN_ORIGIN'
        | 'DATE_OUT_OF_RANGE'
        | 'FORMAT_CHARACTERS'
        | 'SHUTTING_DOWN'
        | 'DATABASE_UNAVAILABLE'
        | 'DATABASE_TIMEOUT'
        | 'METRICS_TOKEN_REQUIRED'
        | 'ADDRESS_FROM_CHAIN'
        | 'PROFILE_ROLE_DENIED'
        | 'PROFILE_ACCESS_DENIED'
        | 'PRICES_UNAVAILABLE'
        | 'SWAP_INVALID_AMOUNT'
        | 'SWAP_INSUFFICIENT_BALANCE'
        | 'SWAP_DISABLED'
        | 'STAKE_NOT_ALLOWED'
        | 'STAKE_PLAN_MISSING'
        | 'STAKE_INSUFFICIENT_BALANCE'
        | 'STAKE_BELOW_MIN'
        | 'STAKE_ABOVE_MAX'
        | 'INSUFFICIENT_FUNDS'
        | 'SEND_DISABLED'
        | 'DEPOSITS_NOT_PERMITTED'
        | 'WITHDRAWALS_NOT_PERMITTED'
        | 'DEPOSIT_NEEDS_CARD'
        | 'AMOUNT_TOO_LARGE'
        | 'AMOUNT_OUT_OF_RANGE'
        | 'SENT_AT_OUT_OF_RANGE'
        | 'LOGO_DIMENSIONS'
        | 'URL_CREDENTIALS'
        | 'URL_WITHOUT_HOST'
        | 'INVALID_CREDENTIALS'
        | 'EMAIL_NOT_CONFIRMED'
        | 'BANNED'
        | 'CAPTCHA_REQUIRED'
        | 'CAPTCHA_FAILED'
        | 'EMAIL_TAKEN'
        | 'INVALID_CODE'
        | 'NO_AUTHENTICATOR'
        | 'SESSION_LOST'
        | 'EMAIL_CODE_SEND_FAILED'
        | 'MFA_FAILED'
        | 'RESET_LINK_INVALID'
        | 'PASSWORD_REQUIREMENTS'
        | 'PASSWORD_CHANGE_REQUIRED'
        | 'ACCOUNT_FROZEN'
        | 'SESSION_NOT_FOUND'
        | 'FREEZE_LINK_INVALID'
        | 'ALREADY_FROZEN'
        | 'NOT_FROZEN'
        | 'UNFREEZE_TOO_EARLY'
        | 'PASSWORD_UNCHANGED'
        | 'AUTHENTICATOR_REQUIRED'
        | 'STAFF_AUTHENTICATOR_ONLY'
        | 'PASSKEY_INVALID'
        | 'PASSKEY_UNKNOWN'
        | 'PASSKEY_NOT_VERIFIED'
        | 'PASSKEY_PASSWORD_CHANGE_REQUIRED'
        | 'PASSKEY_NOT_FOUND'
        | 'PASSKEY_ALREADY_REGISTERED'
        | 'PASSKEY_LIMIT'
        | 'PASSKEY_LAST_SIGN_IN'
        | 'KYC_NOT_SUBMITTABLE'
        | 'KYC_DOCUMENTS_MISSING'
        | 'KYC_DOCUMENT_TOO_LARGE'
        | 'KYC_DOCUMENT_TYPE'
        | 'KYC_LINK_INVALID'
        | 'PAYMENT_METHOD_NOT_FOUND'
        | 'PAYMENT_METHOD_STEP_UP_REQUIRED'
        | 'PAYMENT_METHOD_LOCKED'
        | 'PASSWORD_VERIFICATION_FAILED'
        | 'INVALID_EMAIL_CODE'
        | 'EMAIL_SEND_FAILED'
        | 'MFA_METHOD_CONFLICT'
        | 'NO_TOTP_FACTOR'
        | 'TICKET_NOT_FOUND'
        | 'SECOND_FACTOR_REQUIRED'
        | 'SECOND_FACTOR_INVALID'
        | 'WITHDRAWAL_ADDRESS_NOT_FOUND'
        | 'WITHDRAWAL_ADDRESS_EXISTS'
        | 'WITHDRAWAL_ADDRESS_LIMIT'
        | 'WITHDRAWAL_ADDRESS_CONFIRMED'
        | 'ADDRESS_CONFIRMATION_INVALID'
        | 'ADDRESS_NOT_ALLOWED'
        | 'ADDRESS_LOCKED'
        | 'TICKET_LOGIN_REQUIRED'
        | 'TICKET_AWAITING_SUPPORT'
        | 'STAFF_NOT_FOUND'
        | 'WORKER_NOT_FOUND'
        | 'MANAGER_REQUIRED'
        | 'OWN_ACCOUNT'
        | 'STAFF_EMAIL_TAKEN'
        | 'ASSIGNMENT_UNCHANGED'
        | 'CLAIM_CONFLICT'
        | 'KYC_NOT_PENDING'
        | 'EMAIL_ALREADY_CONFIRMED'
        | 'TRANSACTION_NOT_FOUND'
        | 'STAKE_LEG_LOCKED'
        | 'APPROVAL_PENDING'
        | 'WORK_QUEUE_DENIED'
        | 'TRANSACTION_ALREADY_DECIDED'
        | 'SECOND_PERSON_LINKED'
        | 'APPROVAL_NOT_FOUND'
        | 'OWN_CREDIT_APPROVAL'
        | 'PAYOUT_ON_CHAIN'
        | 'PAYOUT_IN_APPROVED_BATCH'
        | 'PAYOUT_AMOUNT_NOT_EXACT'
        | 'RESERVES_ALREADY_PROVEN'
        | 'CHAIN_UNAVAILABLE'
        | 'PAYOUT_NOT_FOUND'
        | 'PAYOUT_NOT_QUEUED'
        | 'PAYOUT_NOT_RETURNED'
        | 'BATCH_NOT_FOUND'
        | 'BATCH_NOT_BUILDING'
        | 'OWN_BATCH_APPROVAL'
        | 'BATCH_APPROVER_LINKED'
        | 'NO_SECOND_FACTOR'
        | 'FACTOR_RESET_PENDING'
        | 'FACTOR_RESET_NOT_FOUND'
        | 'OWN_FACTOR_RESET'
        | 'FACTOR_RESET_LINKED'
        | 'FACTOR_RESET_RECENT_CHANGE'
        | 'FACTOR_RESET_STAFF_PASSWORD'
        | 'RECOVERY_HOLD'
        | 'LOGO_TOO_LARGE'
        | 'LOGO_NOT_PNG'
      /** @description The message to show, in the words of the specification. */
      error: string
      /** @description Present when `error` is a sentence with values in it (a time, a file’s name). */
      params?: {
        key: string
        values: {
          [key: string]: string
        }
      }
      /** @description The server's id of the request, as in the X-Request-Id header and the log. */
      requestId: string
    }
  }
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export type operations = Record<string, never>
