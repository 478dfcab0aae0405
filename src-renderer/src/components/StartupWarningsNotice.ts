import { useMessage } from 'naive-ui'
import { defineComponent, onMounted } from 'vue'
import { call } from '../api'
import { currentLocale } from '../i18n'
import { useSettingsStore } from '../stores/settings'

/**
 * Shows, once, the problems found at start that did not stop the app (e.g. the daily backup
 * failed), in the UI language once the settings are read. Renders nothing.
 */
export default defineComponent({
  name: 'StartupWarningsNotice',
  setup() {
    const message = useMessage()
    const settings = useSettingsStore()
    onMounted(async () => {
      try {
        const warnings = await call('app.warnings', {})
        if (!settings.settings) await settings.load()
        for (const warning of warnings) {
          message.warning(currentLocale() === 'en' ? warning.messageEn : warning.messageZh, {
            closable: true,
            duration: 0
          })
        }
      } catch (error) {
        console.error('start-up warnings could not be read', error)
      }
    })
    return () => null
  }
})
