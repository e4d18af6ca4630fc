import { HelpCenter } from '@/features/help/components/help-center';

export function HelpRoute() {
  return (
    <div className="mx-auto max-w-2xl">
      <HelpCenter />
    </div>
  );
}
