import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PROFILE_FIELDS, type ProfileValues } from '../lib/profile-values';

const labelOf = (key: keyof ProfileValues) => PROFILE_FIELDS.find((f) => f.key === key)?.label ?? key;

/**
 * A save refused because the profile was saved on another device: the form now shows the newer
 * profile, and what the member had typed is listed here, to put back with one press.
 */
export function ProfileConflictNotice({
  message,
  mine,
  differing,
  onRestore,
  onDismiss,
}: {
  message: string;
  mine: ProfileValues;
  differing: ReadonlyArray<keyof ProfileValues>;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      <p className="mt-1.5 pl-6">表单已换成最新的资料。</p>
      {differing.length > 0 && (
        <div className="mt-2 pl-6">
          <p>您刚才填写的内容：</p>
          <dl className="mt-1 space-y-1">
            {differing.map((key) => (
              <div key={key} className="flex gap-2">
                <dt className="shrink-0 text-red-700 dark:text-red-300">{labelOf(key)}</dt>
                <dd className="min-w-0 break-words font-medium">{mine[key].trim() || '（空）'}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          使用最新资料
        </Button>
        {differing.length > 0 && (
          <Button variant="secondary" size="sm" onClick={onRestore}>
            恢复我的填写
          </Button>
        )}
      </div>
    </div>
  );
}

/** The profile was saved on another device while the member was typing here. */
export function ProfileNewerNotice({ onLoad }: { onLoad: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-200 bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-950/40 dark:text-brand-100"
    >
      <span>资料已在其他设备上修改，保存前请先查看最新内容</span>
      <Button variant="secondary" size="sm" onClick={onLoad}>
        <RefreshCw aria-hidden className="size-4" />
        载入最新资料
      </Button>
    </div>
  );
}
