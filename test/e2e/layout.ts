/** Layout checks the e2e tests share: a thing fully on screen, no text cut with an ellipsis. */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** Every element of `locator` lies inside the viewport (nothing to scroll to). */
export async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const size = page.viewportSize()!
  const boxes = await locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect()
      return { top: box.top, left: box.left, bottom: box.bottom, right: box.right }
    })
  )
  expect(boxes.length, `${what}: nothing found`).toBeGreaterThan(0)
  for (const box of boxes) {
    expect(box.top, `${what} above the window`).toBeGreaterThanOrEqual(0)
    expect(box.left, `${what} left of the window`).toBeGreaterThanOrEqual(0)
    expect(box.bottom, `${what} below the window (${size.width}×${size.height})`).toBeLessThanOrEqual(size.height)
    expect(box.right, `${what} right of the window (${size.width}×${size.height})`).toBeLessThanOrEqual(size.width)
  }
}

/** Every element of `locator` is inside each scrolling ancestor's visible box (not scrolled away). */
export async function expectUnclipped(locator: Locator, what: string): Promise<void> {
  const clipped = await locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect()
      const out: string[] = []
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (!/(auto|scroll|hidden)/.test(style.overflowX + style.overflowY)) continue
        const frame = parent.getBoundingClientRect()
        if (box.bottom > frame.bottom + 1 || box.right > frame.right + 1 || box.top < frame.top - 1)
          out.push(`${element.textContent?.trim().slice(0, 30)} in ${parent.className}`)
      }
      return out
    })
  )
  expect(clipped, `${what} cut off`).toEqual([])
}

/**
 * The texts under `root` cut with an ellipsis (without the whole text on hover), squeezed to one character a line, or with an
 * English word or a number broken across two lines although it would fit, or at all under `wordsStayWholeIn`
 * (table headers, and places with room to grow), except under `wordsMayBreakIn`, a selector of places that
 * break long words by design.
 */
export function cutText(root: Locator, wordsMayBreakIn = '', wordsStayWholeIn = 'th'): Promise<string[]> {
  return root.evaluate(
    (element, [breakable, whole]) => {
      const range = document.createRange()
      /** How many lines the characters from `start` to `end` of a text node take (boxes side by side are one line). */
      const linesOf = (text: Text, start: number, end: number) => {
        range.setStart(text, start)
        range.setEnd(text, end)
        const boxes = [...range.getClientRects()]
          .filter((box) => box.width > 0 && box.height > 0)
          .sort((a, b) => a.top - b.top)
        let lines = 0
        let bottom = -Infinity
        for (const box of boxes) {
          if (box.top >= bottom - 2) lines++
          bottom = Math.max(bottom, box.bottom)
        }
        return lines
      }
      return [...element.querySelectorAll<HTMLElement>('*')].flatMap((node) => {
        const text = node.innerText?.trim() ?? ''
        if (text === '' || !node.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return []
        const out: string[] = []
        // An ellipsis is fine only where the whole text shows on hover.
        const onHover = node.closest('[title]')?.getAttribute('title') ?? ''
        const ellipsis = getComputedStyle(node).textOverflow === 'ellipsis' && node.scrollWidth > node.clientWidth + 1
        if (ellipsis && !onHover.includes(text)) out.push(`ellipsis: ${text.slice(0, 40)}`)
        for (const child of node.childNodes) {
          if (child.nodeType !== Node.TEXT_NODE) continue
          const own = child as Text
          const content = own.data
          const length = content.trim().length
          const lines = linesOf(own, 0, content.length)
          if (length > 2 && lines > 1 && lines >= length * 0.8)
            out.push(`one char a line: ${content.trim().slice(0, 40)}`)
          else if (lines > 1 && !(breakable && node.closest(breakable))) {
            // A word (or a signed number) split over two lines although one line of the block would hold it.
            let block: HTMLElement = node
            while (getComputedStyle(block).display === 'inline' && block.parentElement) block = block.parentElement
            for (const word of content.matchAll(/(?:-(?=[\d¥]))?[A-Za-z0-9¥$+−.,:%×]{2,}/g)) {
              range.setStart(own, word.index)
              range.setEnd(own, word.index + word[0].length)
              const width = [...range.getClientRects()].reduce((sum, box) => sum + box.width, 0)
              const mustFit = width <= block.clientWidth || node.closest(whole) !== null
              if (mustFit && linesOf(own, word.index, word.index + word[0].length) > 1)
                out.push(`word broken: ${word[0]} in ${text.slice(0, 40)}`)
            }
          }
        }
        return out
      })
    },
    [wordsMayBreakIn, wordsStayWholeIn] as const
  )
}

/** No text under `root` is cut with an ellipsis or squeezed to one character a line. */
export async function expectNoCutText(root: Locator): Promise<void> {
  expect(await cutText(root)).toEqual([])
}

/**
 * The visible buttons under `root` whose label spills out of the button, or that lie (sideways)
 * outside the window or a scrolling box they are in.
 */
export function buttonsOutOfPlace(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const width = document.documentElement.clientWidth
    return [...element.querySelectorAll<HTMLElement>('button, .n-button, .n-radio-button')].flatMap((button) => {
      const box = button.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || getComputedStyle(button).visibility === 'hidden') return []
      const name = button.innerText.trim().slice(0, 30) || (button.getAttribute('aria-label') ?? button.className)
      const out: string[] = []
      if (box.left < -1 || box.right > width + 1) out.push(`button outside the window: ${name}`)
      const label = button.querySelector<HTMLElement>('.n-button__content, .n-radio__label')
      if (label) {
        const inner = label.getBoundingClientRect()
        const spills =
          label.scrollWidth > label.clientWidth + 1 ||
          inner.left < box.left - 1 ||
          inner.right > box.right + 1 ||
          inner.top < box.top - 1 ||
          inner.bottom > box.bottom + 1
        if (spills) out.push(`label outside its button: ${name}`)
      }
      for (let parent = button.parentElement; parent; parent = parent.parentElement) {
        if (!/(auto|scroll|hidden)/.test(getComputedStyle(parent).overflowX)) continue
        const frame = parent.getBoundingClientRect()
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          out.push(`button cut by .${parent.className}: ${name}`)
          break
        }
      }
      return out
    })
  })
}
