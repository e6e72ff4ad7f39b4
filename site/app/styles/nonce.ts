import { createContext } from 'react';

/** The request's CSP nonce (server only; browsers hide nonce values from scripts). */
export const Nonce = createContext<string | undefined>(undefined);
