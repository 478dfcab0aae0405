/** The look of the app in one place: the jade accent, fonts and sizes, for both themes. */
import { darkTheme, lightTheme, type GlobalTheme, type GlobalThemeOverrides } from 'naive-ui'

export type ThemeName = 'light' | 'dark'

const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Micro Hei"',
  'sans-serif'
].join(', ')

/** Jade, like the cloth of a mahjong table; lighter on the dark theme to keep its contrast. */
const JADE: Record<ThemeName, { base: string; hover: string; pressed: string; soft: string }> = {
  light: { base: '#13795b', hover: '#1a8c6a', pressed: '#0d5f47', soft: 'rgba(19, 121, 91, 0.1)' },
  dark: { base: '#3db98a', hover: '#5bc99f', pressed: '#2e9a72', soft: 'rgba(61, 185, 138, 0.16)' }
}

/** The page behind the cards: a faint green-grey on the light theme. */
const CANVAS: Record<ThemeName, string> = { light: '#f4f6f5', dark: '#101014' }

function overridesFor(name: ThemeName): GlobalThemeOverrides {
  const jade = JADE[name]
  return {
    common: {
      primaryColor: jade.base,
      primaryColorHover: jade.hover,
      primaryColorPressed: jade.pressed,
      primaryColorSuppl: jade.hover,
      fontFamily: FONT_FAMILY,
      fontSize: '15px',
      fontSizeMedium: '15px',
      fontSizeLarge: '16px',
      // Touch targets: medium controls (the default size) are 44 px high.
      heightSmall: '34px',
      heightMedium: '44px',
      heightLarge: '48px',
      borderRadius: '8px',
      borderRadiusSmall: '6px'
    },
    Layout: { color: CANVAS[name] },
    // Dialogs and popconfirms use small buttons: keep them touchable too.
    Button: { heightSmall: '44px', paddingSmall: '0 16px', fontSizeSmall: '15px' },
    Menu: { itemHeight: '48px', fontSize: '16px', borderRadius: '10px' },
    Card: {
      borderRadius: '12px',
      paddingMedium: '24px 28px 28px',
      titleFontSizeMedium: '17px',
      titleFontWeight: '600'
    },
    DataTable: { thPaddingMedium: '12px 16px', tdPaddingMedium: '10px 16px', fontSizeMedium: '15px' },
    Form: { labelFontSizeTopMedium: '14px', feedbackFontSizeMedium: '13px' },
    Dialog: { borderRadius: '12px' }
  }
}

const NAIVE_THEMES: Record<ThemeName, GlobalTheme> = { light: lightTheme, dark: darkTheme }

/** Custom properties for the app's own CSS (`var(--app-text-muted)` …), matching Naive UI's colours. */
function cssVarsFor(name: ThemeName): Record<string, string> {
  const common = NAIVE_THEMES[name].common!
  return {
    '--app-text': common.textColor1,
    '--app-text-muted': common.textColor3,
    '--app-divider': common.dividerColor,
    '--app-error': common.errorColor,
    '--app-surface': common.cardColor,
    '--app-canvas': CANVAS[name],
    '--app-accent': JADE[name].base,
    '--app-accent-soft': JADE[name].soft
  }
}

export const THEMES: Record<
  ThemeName,
  { theme: GlobalTheme; overrides: GlobalThemeOverrides; cssVars: Record<string, string> }
> = {
  light: { theme: lightTheme, overrides: overridesFor('light'), cssVars: cssVarsFor('light') },
  dark: { theme: darkTheme, overrides: overridesFor('dark'), cssVars: cssVarsFor('dark') }
}
