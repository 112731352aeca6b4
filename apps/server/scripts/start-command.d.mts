export function serverNodeArgs(): string[]
