import type { ParlorSettings } from '../store/codecs/settings'

/** Derived from the schema its saved form is read with (it stays next to it). */
export type { ParlorSettings }
