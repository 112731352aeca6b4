/** Reading what the app handed a stubbed `fetch`, typed: the app calls it with a path or a URL and a JSON string body. */

/** The address `fetch` was called with. */
export function calledUrl(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString()
}

/** The JSON `fetch` was sent (`JSON.parse` reads a missing body as `undefined`, which it refuses). */
export function sentJson(init: RequestInit | undefined): unknown {
  return JSON.parse(init?.body as string)
}
