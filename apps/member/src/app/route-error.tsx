import { useRouteError } from 'react-router';
import { ErrorText, errorText } from '@/components/ui/error-boundary';

/** A page that throws while rendering is replaced by the red `Error: {message}` text. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <ErrorText message={errorText(error)} />;
}
