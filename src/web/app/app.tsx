import { AppProvider } from './provider';
import { AppRouter } from './router';

/**
 * The whole web client: the app providers around the router.
 * @param props.signedOut the page is the prerendered landing page, which the server sends only to a
 *   request without a session: nobody is signed in, so the client neither asks nor waits to know
 */
export function App({ signedOut = false }: { signedOut?: boolean }) {
  return (
    <AppProvider signedOut={signedOut}>
      <AppRouter />
    </AppProvider>
  );
}
