import { useRouteError } from 'react-router';
import { ErrorText, errorText } from '@/components/ui/error-boundary';

/** A page that throws while rendering is replaced by the red error text (spec 01 §8). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <ErrorText message={errorText(error)} />;
}
