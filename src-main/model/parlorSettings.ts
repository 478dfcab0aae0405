import type { ParlorSettings } from '../services/parlor/setup'

/** Derived from the schema its saved form is read with (it stays next to it). */
export type { ParlorSettings }
