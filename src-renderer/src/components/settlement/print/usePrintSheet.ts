import { useMessage } from 'naive-ui'
import { nextTick, onBeforeUnmount, useTemplateRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { useRoute, useRouter } from 'vue-router'
import { useErrorReport } from '../../../composables/useErrorReport'
import { heightInMm, PAGE_MARGIN_MM, pageRule, printShownPage, type Paper } from './printPage'

/**
 * A page that shows one paper alone (the element with `ref="sheet"`) and prints it once drawn: to the printer, or to a
 * PDF with `?target=pdf`; then back where it came from, saying how it went.
 */
export function usePrintSheet(paper: Paper) {
  const { t } = useI18n()
  const route = useRoute()
  const router = useRouter()
  const message = useMessage()
  const { attempt } = useErrorReport()
  const sheet = useTemplateRef<HTMLElement>('sheet')

  const pageStyle = document.createElement('style')
  document.head.append(pageStyle)
  onBeforeUnmount(() => pageStyle.remove())

  async function printSheet(fileName: string): Promise<void> {
    await nextTick()
    await document.fonts.ready
    const contentHeightMm = heightInMm(sheet.value!)
    pageStyle.textContent = pageRule(paper, contentHeightMm, PAGE_MARGIN_MM[paper])
    const target = route.query.target === 'pdf' ? 'pdf' : 'printer'
    const outcome = await attempt(() => printShownPage({ paper, target, contentHeightMm, fileName }))
    router.back()
    if (outcome?.done)
      message.success(
        outcome.file ? t('settlement.print.saved', { file: outcome.file }) : t('settlement.print.printed')
      )
  }

  return { printSheet }
}
