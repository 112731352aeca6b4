import { z } from 'zod'
import { refusedWith } from './errors.ts'

/**
 * Free text that people type: never control characters (DESIGN principle 6). A NUL byte cannot be stored by
 * PostgreSQL at all, and the others only hide or rearrange what staff and customers read. Single-line fields
 * refuse every C0 and C1 control character; multi-line fields keep tab, line feed and carriage return.
 * Unpaired UTF-16 surrogates are refused too: they are not text and cannot be stored as UTF-8.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove control characters (such as a NUL byte) from this text.'

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value) || LONE_SURROGATE.test(value)
}

/** A one-line text field (a name, a subject, a city): no control characters at all. */
export function singleLine<S extends z.ZodString>(schema: S): S {
  return schema.refine((v) => !hasControlCharacters(v), { message: CONTROL_CHARACTERS_MESSAGE })
}

/** A text area (a message, notes, an address): line breaks and tabs allowed, no other control characters. */
export function multiLine<S extends z.ZodString>(schema: S): S {
  return schema.refine((v) => !hasControlCharacters(v, { multiline: true }), { message: CONTROL_CHARACTERS_MESSAGE })
}

/**
 * Invisible format characters (Unicode category Cf): bidirectional overrides and isolates (U+202E shows "gnp.exe" as
 * "exe.png"), zero-width joiners and spaces, the byte-order mark. Names shown to someone else as a label (a buying
 * link's name, say) refuse them; free text in general keeps them (emoji and some scripts need a joiner).
 */
const FORMAT_CHARACTERS = /\p{Cf}/u

export function hasFormatCharacters(value: string): boolean {
  return FORMAT_CHARACTERS.test(value)
}

/** A one-line label someone else reads: no control characters and no invisible format characters. */
export function visibleLine<S extends z.ZodString>(schema: S): S {
  return singleLine(schema).refine((v) => !hasFormatCharacters(v), refusedWith('FORMAT_CHARACTERS'))
}

/** Text the app records but nobody typed into a form (an uploaded file's name, a browser's user agent): control characters dropped. */
export function withoutControlCharacters(value: string): string {
  return value.replace(new RegExp(SINGLE_LINE_CONTROLS.source, 'g'), '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd')
}
