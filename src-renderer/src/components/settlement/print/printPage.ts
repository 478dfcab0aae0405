import type { PrintOutcome, PrintRequest } from '../../../../../src-main/api/types'
import { ApiCallError } from '../../../api'

export type { PrintRequest }
export type Paper = PrintRequest['paper']
export type PrintTarget = PrintRequest['target']

const MM_PER_CSS_PIXEL = 25.4 / 96

/** The page margins of each paper (@page), which the sheet's padding stands for on screen. */
export const PAGE_MARGIN_MM: Record<Paper, number> = { a4: 12, receipt80: 4 }

/** The printed height of an element, in millimetres. */
export function heightInMm(element: HTMLElement): number {
  return element.getBoundingClientRect().height * MM_PER_CSS_PIXEL
}

/** A receipt is never shorter than this; a shorter @page box would read as landscape and turn the paper. */
const RECEIPT_MIN_HEIGHT_MM = 100

/** The CSS `@page` rule of a paper: A4, or an 80 mm strip as long as the sheet, with the page margins. */
export function pageRule(paper: Paper, sheetHeightMm: number, marginMm: number): string {
  const size = paper === 'a4' ? 'A4' : `80mm ${Math.max(Math.ceil(sheetHeightMm), RECEIPT_MIN_HEIGHT_MM)}mm`
  return `@page { size: ${size}; margin: ${marginMm}mm; }`
}

/** Prints (or saves as PDF) the page now shown; a refusal becomes an ApiCallError in the UI language. */
export async function printShownPage(request: PrintRequest): Promise<PrintOutcome> {
  const result = await window.api.print(request)
  if (!result.ok) throw new ApiCallError(result.error)
  return result.data
}
