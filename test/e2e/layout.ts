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

/** No text under `root` is cut with an ellipsis or squeezed to one character a line. */
export async function expectNoCutText(root: Locator): Promise<void> {
  const cut = await root.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('*')].flatMap((node) => {
      const style = getComputedStyle(node)
      const text = node.innerText?.trim() ?? ''
      if (style.display === 'none' || text === '') return []
      const ellipsis = style.textOverflow === 'ellipsis' && node.scrollWidth > node.clientWidth + 1
      const own = [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent!.trim().length > 1)
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5
      const box = node.getBoundingClientRect()
      const lines = box.height / lineHeight
      const squeezed = own && text.length > 2 && !text.includes('\n') && lines > 1.5 && lines >= text.length * 0.8
      return ellipsis || squeezed ? [`${ellipsis ? 'ellipsis' : 'one char a line'}: ${text.slice(0, 40)}`] : []
    })
  )
  expect(cut).toEqual([])
}
