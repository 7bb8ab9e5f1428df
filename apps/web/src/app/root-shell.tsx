import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTitle } from './use-document-title';

/** The router's top element: keeps the document title in step with the route. */
export function RootShell() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
