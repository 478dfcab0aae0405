import type { FormItemRule } from 'naive-ui'

/** A text field that must hold more than spaces; `message` shows next to it. */
export function requiredText(message: string): FormItemRule {
  return {
    required: true,
    trigger: ['input', 'blur'],
    validator: (_rule, value: string) => value.trim() !== '',
    message
  }
}
