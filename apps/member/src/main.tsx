import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ErrorBoundary, errorText } from './components/ui/error-boundary';
import './index.css';

/** When the app cannot even start, the page becomes red text `Error: {message}`. */
function showFatalError(message: string) {
  const text = document.createElement('div');
  text.style.color = 'red';
  text.style.padding = '1rem';
  text.style.fontFamily = 'monospace';
  text.textContent = `Error: ${message}`;
  document.body.replaceChildren(text);
}

const rootElement = document.getElementById('root');
if (!rootElement) {
  showFatalError('Root element not found');
} else {
  try {
    createRoot(rootElement).render(
      <StrictMode>
        <ErrorBoundary>
          <App />
        </ErrorBoundary>
      </StrictMode>,
    );
  } catch (error) {
    showFatalError(errorText(error));
  }
}
