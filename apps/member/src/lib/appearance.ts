import { type AppearanceSettings, DEFAULT_SETTINGS } from '@taishan/contracts';

/** Applies the appearance settings to the whole document; index.css reads these hooks. */
export function applyAppearance(appearance: AppearanceSettings = DEFAULT_SETTINGS.appearance) {
  const root = document.documentElement;
  root.classList.toggle('dark', appearance.darkMode);
  root.dataset.theme = appearance.themeColor;
  root.dataset.fontSize = appearance.fontSize;
  // The language is stored for the member; the interface itself ships in zh-CN only.
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', appearance.darkMode ? '#1c1712' : '#b45309');
}
