export const NODE_OPTION_DEFAULTS: string[]
export const PGLITE_WASM_FLAGS: string[]
export function serverLaunch(env: NodeJS.ProcessEnv, main?: string): { args: string[]; env: NodeJS.ProcessEnv }
export function serverNodeArgs(): string[]
