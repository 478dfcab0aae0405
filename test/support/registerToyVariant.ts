/** The toy variant's one registry line (test/support/toyVariant), the same line variants/index.ts gives each variant. */
import { registerVariant } from '../../src-main/scoring/variants'
import { toy } from './toyVariant/score'

registerVariant(toy)
