/** Three bouncing dots and who is typing. */
export function TypingIndicator({ text }: { text: string }) {
  return (
    <div
      aria-live="polite"
      className="mx-auto flex max-w-3xl items-center gap-2 px-14 pt-2 text-xs text-ink-faint"
    >
      <span aria-hidden className="flex gap-0.5">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-brand-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {text}
    </div>
  );
}
