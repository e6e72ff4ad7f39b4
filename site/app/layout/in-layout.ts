import { createContext } from 'react';

/** True inside the site layout (which already provides the page's <main>). */
export const InLayout = createContext(false);
