import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { i18n } from './i18n'
import { router } from './router'
import { useSettingsStore } from './stores/settings'
import './styles.css'

const pinia = createPinia()
const app = createApp(App).use(pinia).use(i18n).use(router)

// Settings first, so the first paint is already in the host's language and theme.
void useSettingsStore(pinia)
  .load()
  .finally(async () => {
    app.mount('#app')
    await router.isReady()
    // Lets the browser tests know the first screen is up.
    document.body.dataset.appReady = 'true'
  })
