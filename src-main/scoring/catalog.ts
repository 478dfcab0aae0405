/** catalog(): the JSON description of every variant the renderer builds its forms and rule screens from. */
import type { Catalog } from './catalogTypes'
import { REASON_CODES } from './reasonCodes'
import { SESSION_OPTIONS } from './sessionRules'
import { ENGINE_VERSION } from './version'
import { variants } from './variants'

let serialized: string | undefined
/** How many variants `serialized` lists: a variant registered since makes it stale. */
let listed = 0

/** A fresh copy each call, so no caller can change the specs the engine validates with. */
export function catalog(): Catalog {
  if (listed !== variants.length) serialized = undefined
  listed = variants.length
  serialized ??= JSON.stringify({
    engineVersion: ENGINE_VERSION,
    variants: variants.map((v) => v.catalog),
    sessionRules: SESSION_OPTIONS,
    reasonCodes: REASON_CODES
  } satisfies Catalog)
  const copy: Catalog = JSON.parse(serialized)
  return copy
}
