import { FONT_SIZES, type Settings, THEME_COLORS } from '@taishan/contracts';
import { Moon } from 'lucide-react';
import { useId } from 'react';
import { Card, SectionTitle } from '@/components/ui/card';
import { ToggleRow } from '@/components/ui/toggle-row';
import { cn } from '@/lib/cn';
import { usePendingValue } from '@/lib/use-pending-value';
import { useUpdateSettings } from '../api/update-settings';

type FontSize = (typeof FONT_SIZES)[number];
type ThemeColor = (typeof THEME_COLORS)[number];

const FONT_LABELS: Record<FontSize, string> = {
  small: '较小',
  medium: '标准',
  large: '较大',
  'extra-large': '特大',
};
const FONT_PREVIEW: Record<FontSize, string> = {
  small: 'text-xs',
  medium: 'text-sm',
  large: 'text-base',
  'extra-large': 'text-lg',
};
const THEME_LABELS: Record<ThemeColor, string> = {
  amber: '琥珀',
  red: '朱红',
  blue: '湛蓝',
  green: '翠绿',
  purple: '紫霞',
  orange: '橘橙',
};
// Fixed swatches: each shows its own colour, whatever theme is active.
const THEME_SWATCHES: Record<ThemeColor, string> = {
  amber: 'from-amber-400 to-amber-700',
  red: 'from-red-400 to-red-700',
  blue: 'from-blue-400 to-blue-700',
  green: 'from-green-400 to-green-700',
  purple: 'from-purple-400 to-purple-700',
  orange: 'from-orange-400 to-orange-700',
};

export function AppearanceSection({ settings }: { settings: Settings }) {
  const update = useUpdateSettings();
  const { appearance } = settings;
  const [fontSize, setFontSize] = usePendingValue(appearance.fontSize);
  const [themeColor, setThemeColor] = usePendingValue(appearance.themeColor);
  const titleId = useId();
  const fontId = useId();
  const themeId = useId();

  return (
    <Card className="p-5">
      <section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>外观设置</SectionTitle>
        <ToggleRow
          label="深色模式"
          description="夜间阅读更护眼"
          icon={<Moon className="size-4" />}
          checked={appearance.darkMode}
          onCheckedChange={(darkMode) => update.mutate({ appearance: { darkMode } })}
        />

        <div role="radiogroup" aria-labelledby={fontId} className="mt-2 border-t border-line pt-4">
          <p id={fontId} className="mb-2.5 text-[0.95rem] font-medium text-ink">
            字体大小
          </p>
          <div className="grid grid-cols-4 gap-2">
            {FONT_SIZES.map((size) => (
              <label key={size} className="relative cursor-pointer">
                <input
                  type="radio"
                  name="fontSize"
                  value={size}
                  checked={fontSize === size}
                  onChange={() => {
                    setFontSize(size);
                    update.mutate({ appearance: { fontSize: size } });
                  }}
                  className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                />
                <span
                  className={cn(
                    'flex h-14 flex-col items-center justify-center rounded-xl border border-line bg-surface text-ink-muted transition-colors',
                    'peer-checked:border-brand-500 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-focus-visible:ring-3 peer-focus-visible:ring-brand-500/30',
                    'dark:peer-checked:bg-brand-950/50 dark:peer-checked:text-brand-200',
                  )}
                >
                  <span aria-hidden className={cn('font-serif leading-none', FONT_PREVIEW[size])}>
                    道
                  </span>
                  <span className="mt-1 text-xs">{FONT_LABELS[size]}</span>
                </span>
              </label>
            ))}
          </div>
        </div>

        <div role="radiogroup" aria-labelledby={themeId} className="mt-5 border-t border-line pt-4">
          <p id={themeId} className="mb-2.5 text-[0.95rem] font-medium text-ink">
            主题颜色
          </p>
          <div className="grid grid-cols-6 gap-2">
            {THEME_COLORS.map((color) => (
              <label key={color} className="relative flex cursor-pointer flex-col items-center gap-1.5">
                <input
                  type="radio"
                  name="themeColor"
                  value={color}
                  checked={themeColor === color}
                  onChange={() => {
                    setThemeColor(color);
                    update.mutate({ appearance: { themeColor: color } });
                  }}
                  className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                />
                <span
                  aria-hidden
                  className={cn(
                    'size-9 rounded-full bg-linear-to-br shadow-inner ring-offset-2 ring-offset-surface transition-shadow',
                    'peer-checked:ring-2 peer-checked:ring-ink/70 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
                    THEME_SWATCHES[color],
                  )}
                />
                <span className="text-xs text-ink-muted peer-checked:font-medium peer-checked:text-ink">
                  {THEME_LABELS[color]}
                </span>
              </label>
            ))}
          </div>
        </div>

        {/* Only 简体中文 is built, so only it is offered; the stored field stays for later languages. */}
        <div className="mt-5 flex items-center justify-between gap-3 border-t border-line pt-4">
          <div>
            <p className="text-[0.95rem] font-medium text-ink">语言</p>
            <p className="mt-0.5 text-xs text-ink-muted">界面目前只提供简体中文</p>
          </div>
          <p className="text-sm font-medium text-ink">简体中文</p>
        </div>
      </section>
    </Card>
  );
}
