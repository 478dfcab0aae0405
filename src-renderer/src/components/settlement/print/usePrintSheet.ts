import { useMessage } from 'naive-ui'
import { nextTick, onBeforeUnmount, useTemplateRef, type ComponentPublicInstance } from 'vue'
import { useI18n } from 'vue-i18n'
import { useRoute, useRouter, type RouteLocationRaw } from 'vue-router'
import { useErrorReport } from '../../../composables/useErrorReport'
import { heightInMm, PAGE_MARGIN_MM, pageRule, printShownPage, type Paper } from './printPage'

/**
 * A page that shows one paper alone (the element or component with `ref="sheet"`) and prints it once drawn: to the
 * printer, or to a PDF with `?target=pdf`; then back where it came from (or to `fallback` when opened directly),
 * saying how it went.
 */
export function usePrintSheet(paper: Paper, fallback?: RouteLocationRaw) {
  const { t } = useI18n()
  const route = useRoute()
  const router = useRouter()
  const message = useMessage()
  const { attempt } = useErrorReport()
  const sheet = useTemplateRef<HTMLElement | ComponentPublicInstance>('sheet')

  // The page box of this paper (a receipt is as long as the sheet); removed again when the view goes.
  const pageStyle = document.createElement('style')
  document.head.append(pageStyle)
  onBeforeUnmount(() => pageStyle.remove())

  function goBack(): void {
    if (router.options.history.state.back || !fallback) router.back()
    else void router.replace(fallback)
  }

  async function printSheet(fileName: string): Promise<void> {
    await nextTick()
    await document.fonts.ready
    const shown = sheet.value instanceof HTMLElement ? sheet.value : (sheet.value!.$el as HTMLElement)
    // On screen the sheet's padding stands for the page margins, so its height is the paper's.
    const contentHeightMm = heightInMm(shown)
    pageStyle.textContent = pageRule(paper, contentHeightMm, PAGE_MARGIN_MM[paper])
    const target = route.query.target === 'pdf' ? 'pdf' : 'printer'
    const outcome = await attempt(() => printShownPage({ paper, target, contentHeightMm, fileName }))
    goBack()
    if (!outcome) return
    if (!outcome.done) message.info(t('settlement.print.cancelled'))
    else if (outcome.file)
      message.success(t('settlement.print.saved', { file: outcome.file }), { duration: 8000, closable: true })
    else message.success(t('settlement.print.printed'))
  }

  return { printSheet, goBack }
}
