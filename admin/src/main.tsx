import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { App } from './app.tsx';

// A data router, so navigation can be blocked while a form has unsaved changes (react-admin's
// warnWhenUnsavedChanges and the shared guard, #forms/unsaved; decision 044).
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
