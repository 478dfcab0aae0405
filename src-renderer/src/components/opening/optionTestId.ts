/** The test id of an option control from its path: `options.minScore.threshold` → `option-minScore-threshold`. */
export function optionTestId(path: string, suffix?: string | number): string {
  const key = path.split('.').slice(1).join('-')
  return suffix === undefined ? `option-${key}` : `option-${key}-${suffix}`
}
