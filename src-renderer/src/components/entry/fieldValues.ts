/** Shapes of the composite field values the entry inputs edit (catalogTypes.ts `FieldType`). */

/** `tenpaiList`: a ready seat and the points under the field's `pointsKey`. */
export type TenpaiEntry = { seat: number } & Record<string, number>

/** `contract` while being entered: either seat may still be missing. */
export interface ContractValue {
  taker?: number
  feeder?: number
}
