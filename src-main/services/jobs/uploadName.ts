/**
 * The name of the file a paired desk chose for an upload (the `X-File-Name` header, percent-encoded
 * UTF-8 as `encodeURIComponent` writes it): a label for the job list and the audit, never a path.
 * Only a plain base name is kept; anything else, or none, becomes the neutral UPLOAD_FALLBACK_NAME.
 */
import { z } from 'zod'

/** The longest chosen name kept, in UTF-16 units (a longer one is not shortened but replaced). */
export const MAX_UPLOAD_NAME = 120
/** The label of an upload whose name was missing or refused. */
export const UPLOAD_FALLBACK_NAME = '上传的备份'

/** A base name: no folder separators, no control or format characters (a right-to-left override), not `.` or `..`. */
const uploadName = z
  .string()
  .min(1)
  .max(MAX_UPLOAD_NAME)
  .regex(/^[^/\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u)
  .refine((name) => name !== '.' && name !== '..')

function decoded(header: unknown): unknown {
  if (typeof header !== 'string') return undefined
  try {
    return decodeURIComponent(header)
  } catch {
    return undefined
  }
}

/** The label an upload's job shows for the header the device sent. */
export function uploadLabel(header: unknown): string {
  const parsed = uploadName.safeParse(decoded(header))
  return parsed.success ? parsed.data : UPLOAD_FALLBACK_NAME
}
