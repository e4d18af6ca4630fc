/** Sixteen emojis, chosen to suit a temple community. */
export const EMOJIS: readonly string[] = '😊 😂 🥰 😌 🤔 😮 😢 👍 🙏 👏 💪 ❤️ 🌸 🍵 ☯️ 🏔️'.split(' ');

export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <fieldset className="grid grid-cols-8 gap-1 px-3 pt-2 pb-1">
      <legend className="sr-only">表情</legend>
      {EMOJIS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          aria-label={emoji}
          onClick={() => onPick(emoji)}
          className="flex aspect-square items-center justify-center rounded-xl text-2xl transition-transform hover:scale-110 hover:bg-surface-muted active:scale-95"
        >
          {emoji}
        </button>
      ))}
    </fieldset>
  );
}
