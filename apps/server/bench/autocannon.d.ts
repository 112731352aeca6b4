/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string
      connections?: number
      duration?: number
      method?: string
      body?: string
      headers?: Record<string, string>
      requests?: { setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }[]
    }
    interface Result {
      requests: { average: number }
      latency: { p99: number }
      errors: number
      timeouts: number
      non2xx: number
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>
  export default autocannon
}
