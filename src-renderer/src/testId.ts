/**
 * The attribute the end-to-end tests find a control by (plus any other `data-*` attributes), typed
 * to fit any Naive UI props object.
 */
export function testId<Props extends object>(id: string, data: Record<`data-${string}`, string> = {}): Props {
  return { 'data-testid': id, ...data } as unknown as Props
}
