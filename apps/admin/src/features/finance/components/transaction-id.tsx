/** IDs show their first 12 characters; the whole one is in the tooltip. */
export function TransactionId({ id }: { id: string }) {
  const short = id.length > 12 ? `${id.slice(0, 12)}…` : id;
  return (
    <span title={id} className="font-mono text-xs text-stone-600">
      {short}
    </span>
  );
}
