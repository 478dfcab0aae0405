import { useMessage } from 'naive-ui'
import { defineComponent, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { useSettingsStore } from '../stores/settings'

/** Tells the host when the settings could not be read (the defaults stay in use). Renders nothing. */
export default defineComponent({
  name: 'SettingsLoadNotice',
  setup() {
    const message = useMessage()
    const { t } = useI18n()
    const settings = useSettingsStore()
    watch(
      () => settings.loadError,
      (error) => {
        if (error) message.error(t('errors.settingsLoad', { message: error }), { closable: true, duration: 0 })
      },
      { immediate: true }
    )
    return () => null
  }
})
