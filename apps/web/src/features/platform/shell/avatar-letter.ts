/** The uppercase first letter of the first word of the name, or '?'. */
export function avatarLetter(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0]
  return first ? first[0]!.toUpperCase() : '?'
}
