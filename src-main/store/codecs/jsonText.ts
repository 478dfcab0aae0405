/**
 * JSON text parsed without throwing: the value in a box (it may itself be null), or undefined when
 * the text is not JSON. Checks of stored and imported text read it through this.
 */
export function parseJsonText(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) }
  } catch {
    return undefined
  }
}
