import type { PrintOutcome, PrintRequest } from '../../../../../src-main/api/types'
import { ApiCallError } from '../../../api'

export type { PrintRequest }
export type Paper = PrintRequest['paper']
export type PrintTarget = PrintRequest['target']

const MM_PER_CSS_PIXEL = 25.4 / 96

/** The printed height of an element, in millimetres. */
export function heightInMm(element: HTMLElement): number {
  return element.getBoundingClientRect().height * MM_PER_CSS_PIXEL
}

/** Prints (or saves as PDF) the page now shown; a refusal becomes an ApiCallError in the UI language. */
export async function printShownPage(request: PrintRequest): Promise<PrintOutcome> {
  const result = await window.api.print(request)
  if (!result.ok) throw new ApiCallError(result.error)
  return result.data
}
